#!/usr/bin/env node
// The onboarding sweep of issue 47, scripted: for each repository of a manifest, as a new user would,
// `init --status ACTIVE --level BLOCK` (and a source rule where init advises one), commit, then a harmless
// pull request (must exit 0 with nothing counted) and a realistic break (must exit 1 naming the field and a
// file:line). Prints a markdown table; exits 1 when a row fails.
//
//   node scripts/sweep.mjs --cli /tmp/dist/cli.js --repos /tmp/sweep bench/sweep/manifest.json [name ...]
//
// The repositories are not in this repository: clone each real project into --repos DIR under the
// manifest's `path`. Each manifest entry:
//   { "path": "river", "repo": "riverqueue/river", "tool": "...", "actual": "6 tables per driver",
//     "afterInit": "shell run after init", "harmless": "shell", "break": "shell", "expect": "metadata" }
// The shell commands run in the repository with $SWEEP_CLI (the CLI) and $SWEEP_EDITS (bench/sweep/edits).
// The repository's commit at the first run is tagged sweep-upstream; the branches sweep-base,
// sweep-harmless and sweep-break are rewritten on every run, so a rerun starts from the same snapshot.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at < 0 || at + 1 >= args.length ? undefined : args.splice(at, 2)[1];
};
const cliPath = flag("--cli");
const reposDir = flag("--repos");
if (!cliPath || !reposDir || args.length < 1) {
  process.stderr.write("usage: node scripts/sweep.mjs --cli CLI.js --repos DIR MANIFEST.json [name ...]\n");
  process.exit(2);
}
const cli = resolve(cliPath);
const [manifestPath, ...only] = args;
const edits = resolve(dirname(manifestPath), "edits");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")).map((entry) => ({
  ...entry,
  path: resolve(reposDir, entry.path),
}));
const selected = only.length > 0 ? manifest.filter((e) => only.some((n) => e.repo.includes(n))) : manifest;

const author = ["-c", "user.email=sweep@example.invalid", "-c", "user.name=sweep"];
const git = (dir, ...a) => execFileSync("git", ["-C", dir, ...author, ...a], { encoding: "utf8" }).trim();
// The manifest's commands see the CLI as $SWEEP_CLI (an afterInit that adds a rule runs init again).
const shell = (dir, script) =>
  execFileSync("sh", ["-ec", script], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SWEEP_CLI: cli, SWEEP_EDITS: edits },
  });

function timed(fn) {
  const start = process.hrtime.bigint();
  const value = fn();
  return { value, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

function runCli(dir, cliArgs) {
  const run = spawnSync("node", [cli, ...cliArgs], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// A branch from the base with one commit made by a shell script: the pull request under test.
function branch(dir, name, script) {
  git(dir, "checkout", "-q", "-B", name, "sweep-base");
  shell(dir, script);
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "--allow-empty", "-m", `sweep: ${name}`);
}

function assetsFound(initOutput) {
  const line = initOutput.split("\n").find((l) => l.startsWith("found"));
  if (!line) return 0;
  return [...line.matchAll(/(\d+) [a-z0-9]+/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

function harmlessVerdict(dir) {
  const { value: run, seconds } = timed(() =>
    runCli(dir, ["check", "--base", "sweep-base", "--head", "sweep-harmless", "--format", "json"]),
  );
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return { ok: false, text: `exit ${run.code}, no JSON: ${run.stderr.trim().split("\n").pop()}`, seconds };
  }
  // Strict: any finding of the pull request's own, counted or listed at any level, fails the row; the
  // base's findings (existing debt, shown apart) do not.
  const own = report.findings.filter((f) => !f.existingDebt);
  const counted = own.length;
  const ok = run.code === 0 && counted === 0;
  const debt = report.existingDebt ? `, ${report.existingDebt} debt shown apart` : "";
  const kinds = [...new Set(own.map((f) => f.rule ?? f.kind ?? "?"))].join(", ");
  return {
    ok,
    text: `${ok ? "pass" : "FAIL"}: exit ${run.code}, ${counted} counted${kinds ? ` (${kinds})` : ""}${debt}`,
    seconds,
  };
}

function breakVerdict(dir, expect) {
  const { value: run, seconds } = timed(() =>
    runCli(dir, ["check", "--base", "sweep-base", "--head", "sweep-break", "--format", "text"]),
  );
  const named = new RegExp(
    `field ${expect.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b[^\\n]* at [^\\s]+:\\d+`,
  ).test(run.stdout);
  const ok = run.code === 1 && named;
  const what = named ? `names ${expect} and file:line` : `does not name field ${expect} with file:line`;
  return { ok, text: `${ok ? "caught" : "MISSED"}: exit ${run.code}, ${what}`, seconds };
}

function sweepOne(entry) {
  const dir = entry.path;
  const tags = git(dir, "tag", "--list", "sweep-upstream");
  if (!tags) git(dir, "tag", "sweep-upstream", "HEAD");
  const sha = git(dir, "rev-parse", "--short", "sweep-upstream");
  git(dir, "checkout", "-q", "-f", "-B", "sweep-base", "sweep-upstream");
  git(dir, "clean", "-qfdx");
  const init = timed(() => runCli(dir, ["init", "--status", "ACTIVE", "--level", "BLOCK"]));
  if (entry.afterInit) shell(dir, entry.afterInit);
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "--allow-empty", "-m", "contract-sync init");
  branch(dir, "sweep-harmless", entry.harmless);
  const harmless = harmlessVerdict(dir);
  branch(dir, "sweep-break", entry.break);
  const broken = breakVerdict(dir, entry.expect);
  return {
    row: [
      `${entry.repo}@${entry.sha ?? sha}`,
      entry.tool,
      `${assetsFound(init.value.stdout)} vs ${entry.actual}`,
      harmless.text,
      broken.text,
      `${init.seconds.toFixed(1)} / ${harmless.seconds.toFixed(1)} / ${broken.seconds.toFixed(1)}`,
      entry.notes ?? "",
    ],
    ok: harmless.ok && broken.ok,
  };
}

const header = [
  "repository",
  "tool",
  "assets found vs there",
  "harmless PR",
  "break",
  "wall s (init / harmless / break)",
  "notes",
];
process.stdout.write(`| ${header.join(" | ")} |\n|${header.map(() => " --- ").join("|")}|\n`);
let failed = 0;
for (const entry of selected) {
  let result;
  try {
    result = sweepOne(entry);
  } catch (error) {
    result = {
      row: [entry.repo, entry.tool, "", "", "", "", `sweep error: ${String(error.message).split("\n")[0]}`],
      ok: false,
    };
  }
  if (!result.ok) failed += 1;
  process.stdout.write(`| ${result.row.map((cell) => String(cell).replaceAll("|", "\\|")).join(" | ")} |\n`);
}
process.stdout.write(
  `\n${selected.length - failed} of ${selected.length} repositories: harmless passed and break caught\n`,
);
process.exit(failed > 0 ? 1 : 0);
