// The reference pages generated from the code (`npm run docs`) are current: each committed page
// equals a fresh generation, and docs/reference/ holds no page the generator does not write.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { REFERENCE_DIR, referencePages } from "../../scripts/docs/pages.js";
import { COMMANDS } from "../../src/cli/command-table.js";
import { renderSarif } from "../../src/report/formats/index.js";
import { RULE_IDS, RULES } from "../../src/rules/index.js";
import { anchorsOf } from "./markdown-links.js";

const ROOT = process.cwd();
const pages = referencePages(pathToFileURL(`${ROOT}/`));

describe("the generated reference pages", () => {
  it("are current: each equals a fresh generation (run npm run docs)", () => {
    for (const [path, text] of Object.entries(pages)) {
      expect(readFileSync(join(ROOT, path), "utf8"), `${path} is stale: run npm run docs`).toBe(text);
    }
  });

  it("docs/reference/ holds exactly the generated pages", () => {
    const committed = readdirSync(join(ROOT, REFERENCE_DIR)).map((name) => `${REFERENCE_DIR}/${name}`);
    expect(committed.sort()).toEqual(Object.keys(pages).sort());
  });

  it("the rule page has a row per rule, in the table's order, with its anchor, level and help", () => {
    const rows = (pages[`${REFERENCE_DIR}/rules.md`] ?? "")
      .split("\n")
      .map((line) => line.split(/(?<!\\)\|/).map((c) => c.trim()))
      .filter((cells) => /`([A-Z_]+)`$/.test(cells[1] ?? ""));
    expect(rows.map((cells) => /`([A-Z_]+)`$/.exec(cells[1] ?? "")?.[1])).toEqual(RULE_IDS);
    for (const [i, id] of RULE_IDS.entries()) {
      const rule = RULES[id];
      const [, name, , level, help] = rows[i] ?? [];
      expect(name).toBe(`<a id="${rule.anchor}"></a>\`${id}\``);
      expect(level).toBe(rule.defaultLevel === "contract" ? "the contract's" : rule.defaultLevel);
      expect(help).toBe(rule.help.replaceAll("|", "\\|"));
    }
  });

  it("the CLI page has a section per command and subcommand, and every flag", () => {
    const cli = pages[`${REFERENCE_DIR}/cli.md`] ?? "";
    for (const command of COMMANDS) {
      expect(cli).toContain(`\n## ${command.name}\n`);
      for (const sub of command.subcommands ?? [])
        expect(cli).toContain(`\n### ${command.name} ${sub.name}\n`);
      for (const flag of [...command.flags, ...(command.subcommands ?? []).flatMap((s) => s.flags)])
        expect(cli).toContain(`--${flag.name}${flag.value ? ` ${flag.value.replaceAll("|", "\\|")}` : ""}\``);
    }
  });

  it("SARIF's link of every rule lands on that rule's row of the committed page", () => {
    const log = JSON.parse(
      renderSarif(
        {
          findings: [],
          verdict: { verdict: "pass" },
          assetsChecked: 0,
          violations: 0,
          report: { checks: [], uncontracted: [], unreadable: [] },
        },
        { toolVersion: "0" },
      ),
    ) as { runs: { tool: { driver: { rules: { id: string; properties: { docs: string } }[] } } }[] };
    const rules = log.runs[0]?.tool.driver.rules ?? [];
    expect(rules.map((r) => r.id)).toEqual(RULE_IDS);
    for (const rule of rules) {
      const [page = "", anchor = ""] = rule.properties.docs.split("#");
      expect(anchorsOf(readFileSync(join(ROOT, page), "utf8")).has(anchor), rule.properties.docs).toBe(true);
    }
  });
});
