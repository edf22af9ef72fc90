// The CLI's check and publish over a real repository, through main() as `contract-sync` runs them.
import { cpSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));

describe.sequential("contract-sync check and publish", () => {
  let repo: TestRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    base = repo.commit("base");
    cpSync(join(DEMO, "head"), repo.dir, { recursive: true });
    head = repo.commit("head");
  });
  afterAll(() => repo.cleanup());

  it("exits 1 on a BLOCK verdict and prints the report, with progress on stderr", async () => {
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    expect(code).toBe(1);
    const result = JSON.parse(io.out) as { verdict: { verdict: string }; violations: number };
    expect(result.verdict.verdict).toBe("block");
    // Four violations and the ALERT finding of the new unreadable Avro file beside a contracted record.
    expect(result.violations).toBe(5);
    expect(io.err).toContain("embedded service");
    expect(io.err).toContain("verdict block");
    // The first check of the file pays PGlite's cold start (initdb and migrations on a fresh runner).
  }, 120_000);

  it("exits 0 when nothing changed, and defaults --base to the main branch", async () => {
    repo.git(["checkout", "--quiet", "-b", "same", base]);
    const io = capture(repo.dir);
    expect(await main(["check"], io)).toBe(0);
    expect(io.out).toContain("all clear");
  });

  it("rejects a bad --format and an --api-url without a key, naming them", async () => {
    const io = capture(repo.dir);
    expect(await main(["check", "--format", "xml"], io)).toBe(2);
    expect(io.err).toContain("--format must be text, markdown or json");
    const noKey = capture(repo.dir);
    expect(await main(["check", "--base", base, "--api-url", "http://127.0.0.1:9"], noKey)).toBe(2);
    expect(noKey.err).toContain("CONTRACT_SYNC_API_KEY");
  });

  it("publishes every contract of a commit with its provenance (embedded: validated, nothing kept)", async () => {
    const io = capture(repo.dir);
    const code = await main(["publish", "--after", base, "--repo-url", "https://github.com/acme/shop"], io);
    expect(code).toBe(0);
    const result = JSON.parse(io.out) as { published: Array<{ name: string; filePath: string }> };
    expect(result.published.map((c) => c.filePath).sort()).toEqual([
      "contracts/customer.yaml",
      "contracts/order-created.yaml",
      "contracts/orders.yaml",
    ]);
  });
});
