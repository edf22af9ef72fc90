// The dogfooding workflow (.github/workflows/dogfood.yml) runs the action on this repository's own
// example contracts with .github/contract-sync.yml. This is that check, run by the CLI over a copy.
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/main.js";
import { parseConfig } from "../../src/config/index.js";
import { capture } from "../cli/run-cli.js";
import { TestRepo } from "../support/git-repo.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("workflows", () => {
  it("CI runs .ci/run, check-dist rebuilds and compares, dogfood uses the action from the repository", () => {
    const ci = parse(read(".github/workflows/ci.yml"));
    expect(JSON.stringify(ci.jobs)).toContain("bash .ci/run");
    const checkDist = read(".github/workflows/check-dist.yml");
    expect(checkDist).toContain("npm run build");
    expect(checkDist).toContain("git diff --quiet -- dist");
    const dogfood = parse(read(".github/workflows/dogfood.yml"));
    expect(Object.keys(dogfood.on)).toEqual(["pull_request"]);
    const steps = dogfood.jobs.contracts.steps as { uses?: string; with?: Record<string, unknown> }[];
    expect(steps.find((s) => s.uses === "./")?.with).toEqual({ config: ".github/contract-sync.yml" });
  });

  it("the repository's own config is valid", () => {
    expect(parseConfig(read(".github/contract-sync.yml")).diagnostics).toEqual([]);
  });
});

describe.sequential("dogfooding: the example contracts are enforced on this repository's PRs", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    cpSync(join(ROOT, "examples"), join(repo.dir, "examples"), { recursive: true });
    repo.write({ ".github/contract-sync.yml": read(".github/contract-sync.yml") });
    base = repo.commit("base");
  });
  afterAll(() => repo.cleanup());

  it("a PR that breaks an example contract is blocked", async () => {
    repo.git(["checkout", "--quiet", "-b", "break", base]);
    repo.write({
      "examples/db/migrations/003_drop_currency.sql": "ALTER TABLE orders DROP COLUMN currency;\n",
    });
    const head = repo.commit("drop currency");
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    const result = JSON.parse(io.out) as { verdict: { verdict: string }; violations: number };
    expect(result.verdict.verdict).toBe("block");
    expect(result.violations).toBeGreaterThan(0);
    expect(code).toBe(1);
  }, 180_000);

  it("a PR that breaks the ODCS example contract raises its ALERT", async () => {
    repo.git(["checkout", "--quiet", "-b", "enum", base]);
    const avsc = readFileSync(join(ROOT, "examples/schemas/order_created.avsc"), "utf8");
    repo.write({ "examples/schemas/order_created.avsc": avsc.replace('"APP", "STORE"', '"APP"') });
    const head = repo.commit("drop STORE");
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    expect(JSON.parse(io.out)).toMatchObject({ verdict: { verdict: "alert" }, violations: 1 });
    expect(code).toBe(0);
  }, 180_000);

  it("a PR that touches only code and test data passes without reading it", async () => {
    repo.git(["checkout", "--quiet", "-b", "code", base]);
    repo.write({
      "src/x.ts": "export interface Order { id: number }\n",
      "fixtures/schemas/avro/x.avsc": '{"type":"record","name":"X","fields":[]}\n',
    });
    const head = repo.commit("code only");
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    expect(code).toBe(0);
    expect(JSON.parse(io.out)).toMatchObject({ verdict: { verdict: "pass" }, violations: 0 });
  }, 180_000);
});
