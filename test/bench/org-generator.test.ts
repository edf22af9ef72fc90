// The org-scale generator's two ways in give the service the same workspace: COPY straight into
// PostgreSQL (bench/org/copy-load.ts) and the HTTP API (bench/org/api-load.ts), compared as the
// service reads them back (every contract listed, every asset listed, each asset's contract fetched
// by the asset with its violation events, each lineage run exported). Small: 2 workspaces of 20
// contract rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLoad } from "../../bench/org/api-load.js";
import { copyLoad, expectedRows } from "../../bench/org/copy-load.js";
import { readBack, type WorkspaceAsRead } from "../../bench/org/read-back.js";
import { countsOf, type OrgShape, workspaceContent } from "../../bench/org/shape.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { createApiKey } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { serverUrl } from "../server/harness.js";
import { createTestDatabase } from "../store/databases.js";

const shape: OrgShape = { seed: "test", workspaces: 2, rowsPerWorkspace: 20 };
const W = 1;

async function serve(url: string): Promise<{ server: RunningServer; store: Store }> {
  const store = await openStore({ databaseUrl: url });
  const server = await startServer({ store, port: 0, apiKeys: [], logLevel: "silent", delivery: false });
  return { server, store };
}

describe.skipIf(!serverUrl)("the org generator: COPY and the API give the same rows", () => {
  const opened: { server: RunningServer; store: Store }[] = [];
  let copied: WorkspaceAsRead;
  let sent: WorkspaceAsRead;
  let written: Record<string, number>;

  beforeAll(async () => {
    const copyUrl = await createTestDatabase(serverUrl!, "org_copy");
    written = await copyLoad(copyUrl, shape);
    const copyServer = await serve(copyUrl);
    opened.push(copyServer);
    const content = workspaceContent(shape, W);
    copied = await readBack(copyServer.server.url, content.apiKey, content.runs);

    const apiServer = await serve(await createTestDatabase(serverUrl!, "org_api"));
    opened.push(apiServer);
    const { key } = await createApiKey(apiServer.store, "sent");
    await apiLoad(apiServer.server.url, key, content);
    sent = await readBack(apiServer.server.url, key, content.runs);
  }, 120_000);

  afterAll(async () => {
    for (const { server, store } of opened) {
      await server.close();
      await store.close();
    }
  });

  it("writes the rows its shape says, in every table", () => {
    expect(written).toEqual(expectedRows(shape, shape.workspaces));
  });

  it("reads back every contract, in list order, with its versions and violation events", () => {
    const counts = countsOf(shape);
    expect(copied.contracts).toHaveLength(counts.contracts);
    expect(copied.contracts.filter((c) => c.hasParent)).toHaveLength(counts.versioned);
    expect(copied.contracts.flatMap((c) => c.violations as unknown[])).toHaveLength(counts.checks * 10);
    expect(copied.contracts).toEqual(sent.contracts);
  });

  it("reads back every asset in list order, with its owner and digest", () => {
    expect(copied.assets).toHaveLength(countsOf(shape).assets);
    expect(copied.assets).toEqual(sent.assets);
  });

  it("fetches each asset's contract by the asset alike (none for an asset no contract names)", () => {
    expect(copied.byAsset.filter((c) => c === null)).toHaveLength(
      countsOf(shape).assets - countsOf(shape).contracts,
    );
    expect(copied.byAsset).toEqual(sent.byAsset);
  });

  it("exports each lineage run alike", () => {
    expect(copied.lineage.flat()).toHaveLength(countsOf(shape).components);
    expect(copied.lineage).toEqual(sent.lineage);
  });

  it("makes the same organisation from the same seed, and another from another", () => {
    expect(workspaceContent(shape, W)).toEqual(workspaceContent({ ...shape }, W));
    expect(workspaceContent({ ...shape, seed: "other" }, W).contracts[0]!.id).not.toBe(
      workspaceContent(shape, W).contracts[0]!.id,
    );
  });
});
