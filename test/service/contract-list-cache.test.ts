import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { ContractLister, type ContractListQuery } from "../../src/service/contract-list.js";
import { createService } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { jsonBytes } from "../../src/service/wire-json.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { contract, ORDER_FIELDS } from "./fixtures.js";

/** The store, counting the statements sent to it: a page answered from the cache sends none. */
function counted(store: Store) {
  const reads = { statements: 0 };
  const wrapped: Store = {
    ...store,
    localChanges: store.localChanges,
    query: (sql, params) => {
      reads.statements++;
      return store.query(sql, params);
    },
  };
  return { store: wrapped, reads };
}

/** How many statements a listing sent, after checking its bytes are `expected`. */
function statementsSent(reads: { statements: number }) {
  return async (list: () => Promise<string>, expected: string) => {
    const before = reads.statements;
    expect(await list()).toBe(expected);
    return reads.statements - before;
  };
}

/** The page cache's bound on the bytes of the pages it keeps (contract-list.ts). */
const MIB = 1024 * 1024;
const PAGE_CACHE_BYTES = 32 * MIB;

/** The wire bytes of a listed page. */
const bytesOf = async (listing: Promise<unknown>) => (jsonBytes(await listing) ?? Buffer.alloc(0)).toString();

describe("the contract list's page cache (pglite)", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({});
  });
  afterAll(async () => {
    await store?.close();
  });

  it("answers a page asked again without a query, and starts afresh past 100 workspaces, answers staying right", async () => {
    await createService(store).createContracts(
      { workspaceId: DEFAULT_WORKSPACE_ID },
      { body: contract("listed", ORDER_FIELDS) },
    );
    const { store: countedStore, reads } = counted(store);
    const sent = statementsSent(reads);
    const lister = new ContractLister(countedStore);
    const query: ContractListQuery = { statuses: null, limit: 10, offset: 0 };
    const mine = () => bytesOf(lister.list(DEFAULT_WORKSPACE_ID, query));
    const first = await mine();
    expect(JSON.parse(first)).toMatchObject([{ contractSpec: { name: "listed" } }]);
    // 99 more workspaces (with no contracts): 100 kept, so the first page is still answered from memory.
    const others = Array.from({ length: 100 }, () => randomUUID());
    for (const workspaceId of others.slice(0, 99)) {
      expect(await sent(() => bytesOf(lister.list(workspaceId, query)), "[]")).toBeGreaterThan(0);
    }
    expect(await sent(mine, first)).toBe(0);
    // The 101st workspace: the cache starts afresh, so the first page is read again, the same.
    expect(await sent(() => bytesOf(lister.list(others[99]!, query)), "[]")).toBeGreaterThan(0);
    expect(await sent(mine, first)).toBeGreaterThan(0);
    expect(await sent(mine, first)).toBe(0);
  });

  it("keeps pages up to exactly its byte bound, starts afresh past it, and answers stay right", async () => {
    const service = createService(store);
    const caller = { workspaceId: DEFAULT_WORKSPACE_ID };
    // A contract whose page is exactly 1 MiB: its one field's name sized after a probe contract whose
    // name has as many letters.
    const padded = (length: number): SchemaNode[] => [{ type: "string", name: "x".repeat(length) }];
    await service.createContracts(caller, { body: contract("probe", padded(1000)) });
    const probe = await new ContractLister(store).list(DEFAULT_WORKSPACE_ID, {
      statuses: null,
      resourcesLocation: "postgres://db:probe",
      limit: 1,
      offset: 0,
    });
    const probeBytes = jsonBytes(probe)?.length ?? 0;
    // The name shows twice on the wire (contractSpec and contractSpecRaw).
    await service.createContracts(caller, { body: contract("pages", padded(1000 + (MIB - probeBytes) / 2)) });

    const { store: countedStore, reads } = counted(store);
    const sent = statementsSent(reads);
    const lister = new ContractLister(countedStore);
    const page = (limit: number) =>
      bytesOf(
        lister.list(DEFAULT_WORKSPACE_ID, {
          statuses: null,
          resourcesLocation: "postgres://db:pages",
          limit,
          offset: 0,
        }),
      );
    const first = await page(1);
    expect(first.length).toBe(MIB);
    expect(JSON.parse(first)).toMatchObject([{ contractSpec: { name: "pages" } }]);
    // 32 pages of 1 MiB: exactly the bound, all kept.
    for (let limit = 2; limit <= PAGE_CACHE_BYTES / MIB; limit++) {
      expect(await sent(() => page(limit), first)).toBeGreaterThan(0);
    }
    expect(await sent(() => page(1), first)).toBe(0);
    // One more page goes past the bound: the cache starts afresh with it, and the first page is read again.
    expect(await sent(() => page(33), first)).toBeGreaterThan(0);
    expect(await sent(() => page(1), first)).toBeGreaterThan(0);
    expect(await sent(() => page(33), first)).toBe(0);
  }, 120_000);
});
