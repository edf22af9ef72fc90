// The README's CLI table against the CLI's own command table, both directions.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/command-table.js";
import { ROOT } from "./run-cli.js";

function readmeRows(): Map<string, Set<string>> {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("\n## CLI\n"),
    readme.indexOf("\n## ", readme.indexOf("\n## CLI\n") + 1),
  );
  const rows = new Map<string, Set<string>>();
  for (const line of section.split("\n")) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    const command = /^`([a-z -]+)`$/.exec(cells[1] ?? "")?.[1];
    if (!command) continue;
    rows.set(command, new Set([...(cells[2] ?? "").matchAll(/`--([a-z-]+)/g)].map((m) => m[1] ?? "")));
  }
  return rows;
}

function tableRows(): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  for (const c of COMMANDS) {
    if (c.subcommands)
      for (const s of c.subcommands) rows.set(`${c.name} ${s.name}`, new Set(s.flags.map((f) => f.name)));
    else rows.set(c.name, new Set(c.flags.map((f) => f.name)));
  }
  return rows;
}

describe("README CLI table", () => {
  it("has every command and flag of the CLI, and nothing the CLI lacks", () => {
    const readme = readmeRows();
    const cli = tableRows();
    expect(readme.size).toBeGreaterThan(5);
    expect([...readme.keys()].sort()).toEqual([...cli.keys()].sort());
    for (const [command, flags] of cli) {
      expect([...(readme.get(command) ?? [])].sort(), `flags of ${command} in README`).toEqual(
        [...flags].sort(),
      );
    }
  });
});
