#pragma once

#include <QString>

namespace cs {

// A count in words. User-visible sources say "%n kernel(s)" / "%n launch(es)" (Qt's plural
// form for translations); where no translation replaced them (English), the marker is
// resolved here from `n`: "1 kernel", "2 kernels", "1 launch", "3 launches".
QString countedText(QString text, qint64 n);

} // namespace cs
