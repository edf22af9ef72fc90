// check --fail-on and --format through main(), and errors that name their input: the folder,
// --api-url (a closed port), CONTRACT_SYNC_API_KEY (the real server answering 401).
import { cpSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failsOn } from "../../src/cli/commands/check.js";
import { main } from "../../src/cli/main.js";
import { startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import { TestRepo, tempDir } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));

describe("--fail-on", () => {
  it("fails on block by default, on alert or block with alert, never with never (as the action)", () => {
    expect(["pass", "alert", "block"].map((v) => failsOn(v as "pass", "block"))).toEqual([
      false,
      false,
      true,
    ]);
    expect(["pass", "alert", "block"].map((v) => failsOn(v as "pass", "alert"))).toEqual([false, true, true]);
    expect(["pass", "alert", "block"].map((v) => failsOn(v as "pass", "never"))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe.sequential("contract-sync check options on a repository whose change breaks an ALERT contract", () => {
  let repo: TestRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    // The demo's contracts and schemas; the head changes only the Avro events (an ALERT contract).
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    base = repo.commit("base");
    mkdirSync(join(repo.dir, "schemas"), { recursive: true });
    cpSync(join(DEMO, "head", "schemas"), join(repo.dir, "schemas"), { recursive: true });
    head = repo.commit("events change");
  });
  afterAll(() => repo.cleanup());

  it("verdict alert: exit 0 by default, 1 with --fail-on alert, 0 with --fail-on never and --format sarif", async () => {
    const plain = capture(repo.dir);
    expect(await main(["check", "--base", base, "--head", head, "--format", "json"], plain)).toBe(0);
    expect((JSON.parse(plain.out) as { verdict: { verdict: string } }).verdict.verdict).toBe("alert");
    const alert = capture(repo.dir);
    expect(
      await main(
        ["check", "--base", base, "--head", head, "--fail-on", "alert", "--format", "gitlab"],
        alert,
      ),
    ).toBe(1);
    expect((JSON.parse(alert.out) as Array<{ severity: string }>).map((i) => i.severity)).toContain("major");
    const never = capture(repo.dir);
    expect(
      await main(["check", "--base", base, "--head", head, "--fail-on", "never", "--format", "sarif"], never),
    ).toBe(0);
    const sarif = JSON.parse(never.out) as {
      version: string;
      runs: Array<{ results: Array<{ level: string }> }>;
    };
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0]?.results.map((r) => r.level)).toContain("warning");
  }, 240_000);

  it("names a folder that is not a Git repository (exit 2)", async () => {
    const dir = tempDir("not-git");
    for (const command of ["check", "publish"]) {
      const io = capture(dir);
      expect(await main([command, "--repo", dir], io)).toBe(2);
      expect(io.err).toContain(`not a git repository: ${dir}`);
    }
  });

  it("names --api-url when the service cannot be reached (exit 2)", async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const url = `http://127.0.0.1:${port}`;
    const io = capture(repo.dir, { CONTRACT_SYNC_API_KEY: "some-key" });
    expect(await main(["check", "--base", base, "--head", head, "--api-url", url], io)).toBe(2);
    expect(io.err).toContain(`cannot reach the Data Contract Service at --api-url ${url}`);
  }, 60_000);

  it("names CONTRACT_SYNC_API_KEY when the real server answers 401 (exit 2)", async () => {
    const store = await openStore({});
    const server = await startServer({ store, port: 0, apiKeys: ["the-right-key"], logLevel: "silent" });
    try {
      const io = capture(repo.dir, { CONTRACT_SYNC_API_KEY: "a-wrong-key" });
      expect(await main(["check", "--base", base, "--head", head, "--api-url", server.url], io)).toBe(2);
      expect(io.err).toContain(
        `the service at --api-url ${server.url} refused the API key in CONTRACT_SYNC_API_KEY (HTTP 401)`,
      );
    } finally {
      await server.close();
      await store.close();
    }
  }, 120_000);
});
