# usage: drizzle-journal.sh DIR TAG SQL  -- writes DIR/TAG.sql and appends TAG to DIR/meta/_journal.json as drizzle-kit does
dir=$1; tag=$2; printf '%s\n' "$3" > "$dir/$tag.sql"
python3 - "$dir/meta/_journal.json" "$tag" <<'PY'
import json, sys
path, tag = sys.argv[1], sys.argv[2]
j = json.load(open(path))
last = j["entries"][-1]
j["entries"].append({"idx": last["idx"] + 1, "version": last["version"], "when": last["when"] + 1000, "tag": tag, "breakpoints": True})
open(path, "w").write(json.dumps(j, indent=2) + "\n")
PY
