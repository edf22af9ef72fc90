// docs/reference/action.md from action.yml (descriptions, the runtime) and the input table
// (src/action/inputs.ts: names and defaults, which a test holds action.yml to).
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { INPUTS, OUTPUTS } from "../../src/action/inputs.js";
import { cell, code, generatedBanner, page, table } from "./markdown.js";

interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

export function readActionYml(root: URL): ActionYml {
  return parse(readFileSync(new URL("action.yml", root), "utf8")) as ActionYml;
}

export function actionPage(root: URL): string {
  const yml = readActionYml(root);
  const describe = (kind: "input" | "output", name: string, description: string | undefined) => {
    if (!description) throw new Error(`action.yml has no description of ${kind} ${name}`);
    return cell(description);
  };
  const inputs = Object.values(INPUTS).map((input) => [
    code(input.name),
    input.default === "" ? "empty" : code(input.default),
    describe("input", input.name, yml.inputs[input.name]?.description),
  ]);
  const outputs = Object.values(OUTPUTS).map((name) => [
    code(name),
    describe("output", name, yml.outputs[name]?.description),
  ]);
  return page([
    "# Action inputs and outputs",
    generatedBanner("`action.yml` and the input table, `src/action/inputs.ts`"),
    `The action runs \`${yml.runs.main}\` on GitHub's \`${yml.runs.using}\` runtime. Every input is optional.`,
    "## Inputs",
    table(["input", "default", "meaning"], inputs),
    "## Outputs",
    table(["output", "meaning"], outputs),
  ]);
}
