# Build time (a fresh clone builds everything): most of a file's compile time is spent reading
# the same Qt and standard headers, and most of a test's link time in GNU ld. Each library
# precompiles the headers its files include most; the tests share one precompiled header; lld
# links where the toolchain has it. Neither changes what is built, only how fast.
#
# Disk: a build is ~130 executables that each link the whole engine statically. With full debug
# information (-g) one test is 52 MB, 50 of them DWARF types and locals, and a build took 20 GB,
# more than a CI machine's disk had free. RelWithDebInfo therefore keeps line tables and function
# names (-g1: backtraces, perf and sanitizer reports still name file and line); a developer who
# steps through locals in a debugger configures with -DCOMPILESCOPE_FULL_DEBUG_INFO=ON.
option(COMPILESCOPE_PCH "Precompile the Qt and standard headers most files include" ON)
option(COMPILESCOPE_LLD "Link with lld where the compiler can use it" ON)
option(COMPILESCOPE_FULL_DEBUG_INFO "RelWithDebInfo with full debug information (-g), not line tables (-g1)" OFF)

if(NOT COMPILESCOPE_FULL_DEBUG_INFO)
  foreach(lang C CXX)
    string(REGEX REPLACE "(^| )-g( |$)" "\\1-g1\\2" CMAKE_${lang}_FLAGS_RELWITHDEBINFO
      "${CMAKE_${lang}_FLAGS_RELWITHDEBINFO}")
  endforeach()
endif()

if(COMPILESCOPE_LLD)
  include(CheckLinkerFlag)
  check_linker_flag(CXX "-fuse-ld=lld" COMPILESCOPE_HAS_LLD)
  if(COMPILESCOPE_HAS_LLD)
    add_link_options(-fuse-ld=lld)
  endif()
endif()

# What the engine's files include most (counted over core/ and app/): Qt Core and the standard
# library. No header that tests a QT_*_LIB macro, so one precompiled header fits every target.
set(COMPILESCOPE_PCH_CORE
  <QString> <QStringList> <QList> <QHash> <QSet> <QMap> <QByteArray> <QCoreApplication>
  <QRegularExpression> <QFileInfo> <QFile> <QDir> <QTextStream> <QJsonObject> <QJsonArray>
  <QJsonDocument> <QLocale> <QDateTime>
  <algorithm> <vector> <memory> <map> <optional> <string> <string_view> <cstdint> <cmath>
  <utility> <functional>)
# The viewers' and the window's: the widgets they build from.
set(COMPILESCOPE_PCH_WIDGETS ${COMPILESCOPE_PCH_CORE}
  <QWidget> <QLabel> <QVBoxLayout> <QHBoxLayout> <QSplitter> <QHeaderView> <QAbstractTableModel>
  <QPointer> <QPlainTextEdit> <QTextBrowser> <QPainter> <QPushButton> <QTableView> <QTreeView>
  <QComboBox> <QLineEdit> <QTabWidget> <QSortFilterProxyModel> <QGraphicsView> <QGraphicsScene>
  <QAction> <QMenu> <QTimer>)

# compilescope_pch(target CORE|WIDGETS): the target uses the one precompiled header of its kind,
# made once (a header is ~170 MB: one per library would be 3 GB of the same bytes).
function(compilescope_pch target kind)
  if(NOT COMPILESCOPE_PCH)
    return()
  endif()
  string(TOLOWER "cs_pch_${kind}" owner)
  if(NOT TARGET ${owner})
    add_library(${owner} OBJECT ${CMAKE_SOURCE_DIR}/cmake/pch.cpp)
    target_link_libraries(${owner} PRIVATE Qt6::Core)
    if(kind STREQUAL "WIDGETS")
      target_link_libraries(${owner} PRIVATE Qt6::Widgets)
    endif()
    compilescope_warnings(${owner})
    target_precompile_headers(${owner} PRIVATE ${COMPILESCOPE_PCH_${kind}})
  endif()
  target_precompile_headers(${target} REUSE_FROM ${owner})
endfunction()
