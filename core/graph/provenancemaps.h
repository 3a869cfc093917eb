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
    enum Map : unsigned { PreToPost = 1, PostToPre = 2, CodeToPost = 4, PostToCode = 8, All = 15 };
};
// The maps to read (a record of a big graph holds tens of thousands of names): flags of
// ProvenanceMaps::Map; isEmpty() needs PreToPost and PostToCode.
ProvenanceMaps readProvenanceMaps(std::string_view payload, unsigned maps = ProvenanceMaps::All);

} // namespace cs
