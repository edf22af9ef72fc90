import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { INPUTS, OUTPUTS } from "../../src/action/inputs.js";
import { readSettings, SettingsError } from "../../src/action/settings.js";

const actionYml = parse(readFileSync(new URL("../../action.yml", import.meta.url), "utf8")) as {
  inputs: Record<string, { default?: string; description: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};

const reader =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? "";

describe("action.yml mirrors the inputs declared in code", () => {
  it("declares exactly the inputs of INPUTS with the same defaults", () => {
    const declared = Object.fromEntries(Object.values(INPUTS).map((i) => [i.name, i.default]));
    const inYml = Object.fromEntries(
      Object.entries(actionYml.inputs).map(([name, i]) => [name, i.default ?? ""]),
    );
    expect(inYml).toEqual(declared);
    for (const input of Object.values(actionYml.inputs)) expect(input.description.length).toBeGreaterThan(10);
  });

  it("declares exactly the outputs of OUTPUTS", () => {
    expect(Object.keys(actionYml.outputs).sort()).toEqual(Object.values(OUTPUTS).sort());
  });

  it("runs the bundle on node24", () => {
    expect(actionYml.runs).toEqual({ using: "node24", main: "dist/index.js" });
  });
});

describe("readSettings", () => {
  it("applies the defaults of an empty workflow step", () => {
    const s = readSettings(reader({}), "/ws");
    expect(s).toEqual({
      apiUrl: undefined,
      apiKey: undefined,
      githubToken: undefined,
      configPath: ".github/contract-sync.yml",
      configExplicit: false,
      mode: "auto",
      comment: true,
      failOn: undefined,
      workingDirectory: "/ws",
      dryRun: false,
      requestLimits: {},
      rateLimitWaitMs: 300_000,
    });
  });

  it("parses every input", () => {
    const s = readSettings(
      reader({
        "api-url": "https://contracts.example.com/",
        "api-key": " k3y ",
        "github-token": "ghs_x",
        config: "ci/cs.yml",
        mode: "publish",
        comment: "false",
        "fail-on": "alert",
        "working-directory": "sub/dir",
        "dry-run": "true",
        "max-request-items": "200",
        "max-request-bytes": " 65536 ",
        "rate-limit-wait": "45",
      }),
      "/ws",
    );
    expect(s).toEqual({
      apiUrl: "https://contracts.example.com",
      apiKey: "k3y",
      githubToken: "ghs_x",
      configPath: "ci/cs.yml",
      configExplicit: true,
      mode: "publish",
      comment: false,
      failOn: "alert",
      workingDirectory: "/ws/sub/dir",
      dryRun: true,
      requestLimits: { maxItems: 200, maxBytes: 65536 },
      rateLimitWaitMs: 45_000,
    });
  });

  it.each([
    [{ mode: "merge" }, /input 'mode' must be one of auto, check, publish, plan, relay; got 'merge'/],
    [{ "dry-run": "perhaps" }, /input 'dry-run' must be true or false; got 'perhaps'/],
    [{ "fail-on": "warn" }, /input 'fail-on' must be one of never, alert, block/],
    [{ comment: "maybe" }, /input 'comment' must be true or false/],
    [{ "api-url": "not a url" }, /input 'api-url' is not a URL/],
    [{ "api-url": "ftp://x.example" }, /input 'api-url' must be an http\(s\) URL/],
    [{ "max-request-bytes": "1MB" }, /input 'max-request-bytes' must be an integer >= 1, got '1MB'/],
    [{ "rate-limit-wait": "5m" }, /input 'rate-limit-wait' must be a whole number of seconds; got '5m'/],
    [{ "max-request-items": "0" }, /input 'max-request-items' must be an integer >= 1, got '0'/],
  ])("rejects %o naming the input", (values, message) => {
    expect(() => readSettings(reader(values), "/ws")).toThrow(SettingsError);
    expect(() => readSettings(reader(values), "/ws")).toThrow(message);
  });
});
