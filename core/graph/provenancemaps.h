#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <string_view>

namespace cs {

// The four maps of a provenance record (`inductor_provenance_tracking_node_mappings`, FORMATS
// §2.12); a map the record lacks is empty, as is every map of a record that is no JSON object.
struct ProvenanceMaps {
    QHash<QString, QStringList> preToPost, postToPre, codeToPost, postToCode; // code: "<kernel>:<handle>"
    bool isEmpty() const { return preToPost.isEmpty() && postToCode.isEmpty(); }
};
ProvenanceMaps readProvenanceMaps(std::string_view payload);

} // namespace cs
