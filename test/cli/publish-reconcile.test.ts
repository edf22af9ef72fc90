// `contract-sync publish` as a reconcile, through main() against the real server over HTTP.
import { cpSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import { TestRepo } from "../support/git-repo.js";
import { capture as captureIO } from "./run-cli.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
const KEY = "publish-test-key";

/** The CLI's io, captured (test/cli/run-cli.ts), with this file's environment. */
const capture = (cwd: string) => captureIO(cwd, { CONTRACT_SYNC_API_KEY: KEY });

describe.sequential("contract-sync publish reconciles the service with the repository", () => {
  let repo: TestRepo;
  let store: Awaited<ReturnType<typeof openStore>>;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    repo.commit("adopt contract-sync");
    store = await openStore({});
    server = await startServer({ store, port: 0, apiKeys: [KEY], logLevel: "silent" });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await store.close();
    repo.cleanup();
  });

  const publish = async (...flags: string[]) => {
    const io = capture(repo.dir);
    const args = ["publish", "--api-url", server.url, "--repo-url", "https://github.com/acme/shop"];
    const code = await main([...args, ...flags], io);
    return { code, io };
  };

  it("--dry-run prints the plan table and changes nothing", async () => {
    const { code, io } = await publish("--dry-run");
    expect(code).toBe(0);
    expect(io.out).toContain("| Contract | Action | Version | Reason |");
    expect(io.out).toContain("| shop.orders | create | — -> 1.2.0 | not in the service |");
    expect(io.err).toContain("plan: 3 to create, 0 to update, 0 to archive, 0 unchanged");
    const again = await publish("--dry-run");
    expect(again.io.out).toBe(io.out);
  });

  it("publishes every existing contract, then a second run changes nothing and says 0", async () => {
    const first = await publish();
    expect(first.code).toBe(0);
    expect(JSON.parse(first.io.out)).toMatchObject({ create: 3, update: 0, archive: 0, unchanged: 0 });
    const second = await publish();
    expect(second.code).toBe(0);
    expect(JSON.parse(second.io.out)).toMatchObject({
      create: 0,
      update: 0,
      archive: 0,
      unchanged: 3,
      published: [],
      archived: [],
    });
    expect(second.io.err).toContain("nothing to do: 3 contracts unchanged");
  });

  it("archives the contract of a deleted file", async () => {
    repo.git(["rm", "--quiet", "contracts/customer.yaml"]);
    repo.commit("retire the customer contract");
    const { code, io } = await publish();
    expect(code).toBe(0);
    expect(JSON.parse(io.out)).toMatchObject({
      archive: 1,
      unchanged: 2,
      archived: [{ name: "acme.shop.Customer", filePath: "contracts/customer.yaml" }],
    });
    const dry = await publish("--dry-run");
    expect(dry.io.out).not.toContain("archive |");
    expect(dry.io.err).toContain("nothing to do: 2 contracts unchanged");
  });
});
