// The translation unit each shared precompiled header is made with (CompileScopeBuildSpeed.cmake,
// CompileScopeTesting.cmake): the header is all it holds.
