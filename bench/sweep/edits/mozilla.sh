# usage: mozilla.sh harmless|break -- edit the hgpush template and its generated schema alike
python3 - "$1" templates/eng-workflow/hgpush/hgpush.1.schema.json schemas/eng-workflow/hgpush/hgpush.1.schema.json <<'PY'
import json, sys
mode, *paths = sys.argv[1:]
for path in paths:
    doc = json.load(open(path))
    if mode == "harmless":
        doc["properties"]["pushUser"] = {"description": "The account that pushed, when known.", "type": ["string", "null"]}
    else:
        del doc["properties"]["repository"]
        doc["required"].remove("repository")
    open(path, "w").write(json.dumps(doc, indent=2, sort_keys=True) + "\n")
PY
