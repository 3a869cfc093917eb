// The translation unit the tests' shared precompiled header is made with (CompileScopeTesting.cmake).
