// Prints the mutation score per module from the groups' reports (reports/mutation/<group>/mutation.json),
// as Stryker counts it: detected (killed or timed out) / (detected + survived + no coverage); mutants
// that do not compile are left out. `--survivors` lists each surviving or uncovered mutant too, the
// list to review against survivors.md. The focus rows score the parts that must reach 100%: the
// gates' level logic (named functions) and the service's workspace scoping (lines that name the
// workspace). Usage: node mutation/scores.mjs [--survivors] [group ...]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { functionRanges, LEVEL_FUNCTIONS, SCOPING_LINE } from "./focus.mjs";

const args = process.argv.slice(2);
const listSurvivors = args.includes("--survivors");
const root = "reports/mutation";
const named = args.filter((a) => !a.startsWith("--"));
const groups = named.length > 0 ? named : existsSync(root) ? readdirSync(root) : [];

/** The parts held to 100%, each a set of mutants of some groups' reports. */
const FOCUS = [
  { name: "gate level logic", groups: ["check", "check-gates", "levels"], functions: LEVEL_FUNCTIONS },
  { name: "workspace scoping", groups: ["service", "scoping"], lines: SCOPING_LINE },
];

function inFocus(focus, path, result, mutant) {
  if (focus.functions) {
    const line = mutant.location.start.line;
    return functionRanges(result.source, focus.functions[path] ?? []).some(
      ([first, last]) => line >= first && line <= last,
    );
  }
  const text = result.source
    .split("\n")
    .slice(mutant.location.start.line - 1, mutant.location.end.line)
    .join("\n");
  return focus.lines.test(text);
}

/** Focus groups run parts of these groups again: the total counts them only when those are absent. */
const PARENTS = { levels: ["check", "check-gates"], scoping: ["service"] };
const inTotal = (group) => !(PARENTS[group] ?? []).some((parent) => groups.includes(parent));

const focusCounts = FOCUS.map(() => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 0 }));
const rows = [];
const survivors = [];
const total = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 0 };
for (const group of groups) {
  const file = join(root, group, "mutation.json");
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const [path, result] of Object.entries(report.files)) {
    const count = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 0 };
    for (const mutant of result.mutants) {
      if (mutant.status === "Killed") count.killed++;
      else if (mutant.status === "Timeout") count.timeout++;
      else if (mutant.status === "Survived") count.survived++;
      else if (mutant.status === "NoCoverage") count.noCoverage++;
      else count.invalid++;
      FOCUS.forEach((focus, i) => {
        if (!focus.groups.includes(group) || !inFocus(focus, path, result, mutant)) return;
        const key = { Killed: "killed", Timeout: "timeout", Survived: "survived", NoCoverage: "noCoverage" }[
          mutant.status
        ];
        focusCounts[i][key ?? "invalid"]++;
      });
      if (listSurvivors && (mutant.status === "Survived" || mutant.status === "NoCoverage")) {
        const line = mutant.location.start.line;
        const original = result.source
          .split("\n")
          .slice(line - 1, mutant.location.end.line)
          .join(" ")
          .trim();
        survivors.push(
          `${path}:${line} ${mutant.status} ${mutant.mutatorName}: ${JSON.stringify(mutant.replacement ?? "")} (was: ${original.slice(0, 140)})`,
        );
      }
    }
    if (inTotal(group)) for (const key of Object.keys(total)) total[key] += count[key];
    rows.push({ group, module: path, ...count, score: scoreOf(count) });
  }
}

function scoreOf(c) {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  return valid === 0 ? "n/a" : `${((100 * detected) / valid).toFixed(2)}%`;
}

if (rows.length === 0) {
  console.error(
    `no reports under ${root}/<group>/mutation.json: run MUTATION_SCOPE=<group> npm run mutation first`,
  );
  process.exit(2);
}
console.table([...rows, { group: "all", module: "(total)", ...total, score: scoreOf(total) }]);
const focusRows = FOCUS.flatMap((focus, i) =>
  focus.groups.some((g) => groups.includes(g))
    ? [
        {
          group: focus.groups.filter((g) => groups.includes(g)).join(", "),
          focus: focus.name,
          ...focusCounts[i],
          score: scoreOf(focusCounts[i]),
        },
      ]
    : [],
);
if (focusRows.length > 0) console.table(focusRows);
if (listSurvivors) for (const line of survivors) console.log(line);
