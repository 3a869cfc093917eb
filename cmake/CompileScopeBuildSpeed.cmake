# Build time (a fresh clone builds everything): most of a file's compile time is spent reading
# the same Qt and standard headers, and most of a test's link time in GNU ld. Each library
# precompiles the headers its files include most; the tests share one precompiled header; lld
# links where the toolchain has it. Neither changes what is built, only how fast.
option(COMPILESCOPE_PCH "Precompile the Qt and standard headers most files include" ON)
option(COMPILESCOPE_LLD "Link with lld where the compiler can use it" ON)

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

# compilescope_pch(target CORE|WIDGETS): the target's own precompiled header.
function(compilescope_pch target kind)
  if(COMPILESCOPE_PCH)
    target_precompile_headers(${target} PRIVATE ${COMPILESCOPE_PCH_${kind}})
  endif()
endfunction()
