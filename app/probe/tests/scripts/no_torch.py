import json
import os
import sys

print(json.dumps({"torch_imported": "torch" in sys.modules, "path": sys.path,
                  "chained": os.environ.get("CHAINED_SITECUSTOMIZE_RAN"),
                  "probe_loaded": "compilescope_probe" in sys.modules}))
