#pragma once

class QCoreApplication;

namespace cs {

// English needs no catalog, only its plurals: a source says "%n kernel(s)" so that the other
// languages' catalogs can give their numerus forms, and English reads it "1 kernel", "2 kernels".
// Installs a translator that resolves the markers from a %n up to the next numbered placeholder
// (countedText); markers elsewhere belong to another count and are left to the caller. The CLI and the window install
// it whenever they speak English; tests that compare English output install it too.
void installEnglishPlurals(QCoreApplication &app);

} // namespace cs
