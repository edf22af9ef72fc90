# usage: add-rule.sh GLOB TYPE -- add a source rule to the config, as init's advice says, then run init again
python3 - "$1" "$2" <<'PY'
import sys
glob, kind = sys.argv[1:]
path = ".github/contract-sync.yml"
text = open(path).read()
rule = f'  - glob: "{glob}"\n    type: {kind}\n'
if "sources: []" in text:
    text = text.replace("sources: []", "sources:\n" + rule.rstrip("\n"))
else:
    text = text.replace("sources:\n", "sources:\n" + rule, 1)
open(path, "w").write(text if text.endswith("\n") else text + "\n")
PY
git add -A && git commit -qm "contract-sync: add a source rule" 
node "$SWEEP_CLI" init --status ACTIVE --level BLOCK > .git/init-again.txt 2>&1 || true
