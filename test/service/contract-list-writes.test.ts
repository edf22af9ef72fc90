// The contract listing that follows a publish: rows the process wrote are listed as written (no body
// read back), and on a store only this process writes, pages are cut from the workspace's contracts
// sorted once per version of them. Either way a listing must be the same, byte for byte, as one
// read from the store by offset.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { ContractCreate } from "../../src/api/resources.js";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { ContractLister, ContractRowCache } from "../../src/service/contract-list.js";
import { jsonbOrdered, type WrittenContractRow } from "../../src/service/contract-rows.js";
import { createService } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { jsonBytes } from "../../src/service/wire-json.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";
import { contract, ORDER_FIELDS } from "./fixtures.js";

const serverUrl = inject("databaseUrl");
const BACKENDS = serverUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
const caller = { workspaceId: DEFAULT_WORKSPACE_ID };

/** Member names jsonb orders otherwise than they were written: by length, then by UTF-8 bytes, integer-like. */
const TRICKY_MEMBERS = JSON.parse(
  '{"zeta":1,"b":[{"yy":1,"x":2}],"10":"ten","2":"two","ü":"u-umlaut","é":"e-acute","\uffff":"last of the BMP","😀":"astral","\uffffa":"before astral in UTF-8, after it in UTF-16","a":{"__proto__":{"p":1},"c":null},"":"empty","alpha":[3,1.5,-0,1e21,1e-7]}',
) as Record<string, unknown>;

const TRICKY_FIELDS: SchemaNode[] = [
  { type: "int64", name: "id", constraints: TRICKY_MEMBERS },
  { type: "string", name: "note", doc: 'quote " and \\ and \n and \u2028' },
];

/** The store, counting the statements that read contract rows (bodies) back. */
function counted(store: Store) {
  const reads = { rows: 0, statements: 0 };
  const wrapped: Store = {
    ...store,
    localChanges: store.localChanges,
    query: (sql, params) => {
      reads.statements++;
      if (/FROM contracts WHERE row_id = ANY/.test(sql)) reads.rows++;
      return store.query(sql, params);
    },
  };
  return { store: wrapped, reads };
}

/** The store as a process that shares it with others sees it: no local change counts. */
function shared(store: Store): Store {
  return { ...store, localChanges: undefined, query: (sql, params) => store.query(sql, params) };
}

const listing = async (service: ReturnType<typeof createService>, query: Record<string, unknown> = {}) =>
  (
    jsonBytes(await service.listContracts(caller, { query: { limit: 500, offset: 0, ...query } } as never)) ??
    Buffer.alloc(0)
  ).toString();

describe("jsonbOrdered", () => {
  it("orders members by length, then by UTF-8 bytes, at every depth, keeping a __proto__ member a member", () => {
    const ordered = jsonbOrdered(TRICKY_MEMBERS) as Record<string, unknown>;
    // UTF-8: "é" (c3 a9) before "ü" (c3 bc); U+FFFF is 3 bytes (ef bf bf); "😀" is 4 (f0 9f 98 80),
    // after "zeta" and after U+FFFF "a" (ef bf bf 61), which UTF-16 order would put after it.
    expect(Object.keys(ordered)).toEqual([
      "2",
      "10",
      "",
      "a",
      "b",
      "é",
      "ü",
      "\uffff",
      "zeta",
      "\uffffa",
      "😀",
      "alpha",
    ]);
    expect(Object.keys((ordered.b as Array<Record<string, unknown>>)[0]!)).toEqual(["x", "yy"]);
    const a = ordered.a as Record<string, unknown>;
    expect(Object.keys(a)).toEqual(["c", "__proto__"]);
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(JSON.stringify(a)).toBe('{"c":null,"__proto__":{"p":1}}');
  });
});

describe("remembered rows", () => {
  it("are made in the background, a slice of 100 per turn of the event loop, as a read would make them", async () => {
    const cache = new ContractRowCache();
    const rows: WrittenContractRow[] = Array.from({ length: 250 }, (_, i) => ({
      row_id: randomUUID(),
      contract_id: randomUUID(),
      parent_row_id: null,
      status: "ACTIVE",
      body: JSON.stringify({ status: "ACTIVE", id: `c${i}`, contractSpec: { schema: [], name: `n${i}` } }),
      spec_raw: `name: n${i}\n`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      updated_at: new Date(Date.UTC(2026, 0, 2)),
    }));
    cache.remember(rows);
    expect(cache.unmade).toBe(250);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    await turn();
    expect(cache.unmade).toBe(150);
    await turn();
    await turn();
    expect(cache.unmade).toBe(0);
    // Made as a row read from the store is: members in jsonb order, no query needed.
    const noStore = { query: () => Promise.reject(new Error("no read expected")), exec: async () => {} };
    const made = await cache.get(noStore, [rows[7]!.row_id]);
    const base = made.get(rows[7]!.row_id)?.base;
    expect(Object.keys(base?.contractSpec ?? {})).toEqual(["name", "schema"]);
    expect(base).toMatchObject({
      id: rows[7]!.contract_id,
      createdAt: "2026-01-01T00:00:07.000Z",
      contractSpecRaw: "name: n7\n",
    });
  });
});

describe("background making of remembered rows", () => {
  it("is done by a server's lister (warmWritten) and not by a one-shot run's, which makes each when listed", async () => {
    const store = await openStore({});
    try {
      const rows: WrittenContractRow[] = Array.from({ length: 3 }, (_, i) => ({
        row_id: randomUUID(),
        contract_id: randomUUID(),
        parent_row_id: null,
        status: "ACTIVE",
        body: JSON.stringify({ status: "ACTIVE", id: `c${i}`, contractSpec: { name: `n${i}`, schema: [] } }),
        spec_raw: "",
        created_at: new Date(0),
        updated_at: new Date(0),
      }));
      const server = new ContractLister(store, { warmWritten: true });
      const oneShot = new ContractLister(store);
      server.remember(rows);
      oneShot.remember(rows);
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(server.unmadeRows).toBe(0);
      expect(oneShot.unmadeRows).toBe(3);
    } finally {
      await store.close();
    }
  });
});

describe.each(BACKENDS)("the contract listing after a write (%s)", (backend) => {
  const stores: Store[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  async function open(name: string): Promise<Store> {
    const databaseUrl = backend === "postgres" ? await createTestDatabase(serverUrl!, name) : undefined;
    const store = await openStore(databaseUrl ? { databaseUrl } : {});
    stores.push(store);
    return store;
  }

  it("lists the rows this process wrote as a read from the store gives them, reading none back", async () => {
    const store = await open("cs_list_written");
    const { store: countedStore, reads } = counted(store);
    const writer = createService(countedStore);
    const first = contract("tricky", TRICKY_FIELDS, { version: "1.0.0", waivers: [] });
    const kept = contract("kept", ORDER_FIELDS);
    const moved = contract("moved", ORDER_FIELDS, { status: "DRAFT" });
    await writer.createContracts(caller, { body: [first, kept, moved] });
    // An update (a new row keeping the first row's createdAt), an unchanged contract, a new one.
    const updated: ContractCreate = { ...first, version: "1.1.0", enforcementLevel: "ALERT" };
    await writer.createContracts(caller, { body: [updated, kept, contract("late", TRICKY_FIELDS)] });
    await writer.createContracts(caller, {
      body: { ...moved, status: "ACTIVE", filePath: "contracts/ü.yaml" },
    });

    const before = reads.rows;
    const written = await listing(writer);
    expect(reads.rows).toBe(before);
    const fromStore = await listing(createService(store));
    expect(written).toBe(fromStore);
    const listed = JSON.parse(written) as Array<{ contractSpec: { name: string }; version?: string }>;
    expect(listed.map((c) => c.contractSpec.name)).toEqual(["tricky", "kept", "moved", "late"]);
    expect(listed[0]?.version).toBe("1.1.0");
    // Filtered listings too, and the same again from a process that shares the store with others.
    for (const query of [{ status: "DRAFT" }, { sourceType: "postgres" }, { limit: 2, offset: 1 }]) {
      expect(await listing(writer, query)).toBe(await listing(createService(store), query));
    }
    expect(await listing(createService(shared(store)))).toBe(fromStore);
  });
});

describe("pages cut from the kept list order (pglite)", () => {
  const stores: Store[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it("equal pages read by offset, with each contract's newest 100 violations, and follow writes", async () => {
    const store = await openStore({});
    stores.push(store);
    const service = createService(store);
    const bodies = Array.from({ length: 23 }, (_, i) =>
      contract(`t${i}`, ORDER_FIELDS, {
        status: i % 3 === 0 ? "DRAFT" : "ACTIVE",
        contractSpec: {
          name: `t${i}`,
          dataAssetResourceName: i % 2 === 0 ? `postgres://db:t${i}` : `kafka://cluster:t${i}`,
          schema: ORDER_FIELDS,
        },
      }),
    );
    for (let i = 0; i < bodies.length; i += 5)
      await service.createContracts(caller, { body: bodies.slice(i, i + 5) });
    // 105 violations of one contract (only the newest 100 show, newest first, ties by id), 3 of another.
    const violate = async (contractId: string, count: number) => {
      for (let i = 0; i < count; i++) {
        await store.query(
          `INSERT INTO contract_violations (id, workspace_id, contract_id, body, created_at)
           VALUES ($1, $2, $3, $4::jsonb, timestamptz '2026-01-01' + ($5::int / 2) * interval '1 second')`,
          [randomUUID(), DEFAULT_WORKSPACE_ID, contractId, JSON.stringify({ n: i, contractId }), i],
        );
      }
    };
    await violate(bodies[4]!.id, 105);
    await violate(bodies[17]!.id, 3);
    const { store: countedStore, reads } = counted(store);
    const local = createService(countedStore);
    const byOffset = createService(shared(store));
    const queries = [
      {},
      { status: "DRAFT" },
      { status: "ACTIVE,DRAFT" },
      { sourceType: "kafka" },
      { resourcesLocation: "postgres://db:t1" },
    ];
    const pageAll = async (service: ReturnType<typeof createService>, query: Record<string, unknown>) => {
      const pages: string[] = [];
      for (let offset = 0; offset <= 24; offset += 4)
        pages.push(await listing(service, { ...query, limit: 4, offset }));
      return pages;
    };
    for (const query of queries) expect(await pageAll(local, query)).toEqual(await pageAll(byOffset, query));
    const all = (await pageAll(local, {})).flatMap(
      (page) => JSON.parse(page) as Array<{ id: string; violations: Array<{ n: number }> }>,
    );
    expect(all).toHaveLength(23);
    const violations = all.find((c) => c.id === bodies[4]!.id)?.violations ?? [];
    expect(violations).toHaveLength(100);
    expect(violations[0]?.n).toBe(104);
    // A write: the next page shows it (a new contract at the end; an update keeps its place).
    const statements = reads.statements;
    await service.createContracts(caller, {
      body: [contract("t23", ORDER_FIELDS), { ...bodies[0]!, status: "ACTIVE" }],
    });
    const after = JSON.parse(await listing(local, { limit: 4, offset: 20 })) as Array<{
      contractSpec: { name: string };
    }>;
    expect(after.map((c) => c.contractSpec.name)).toEqual(["t20", "t21", "t22", "t23"]);
    expect(await pageAll(local, {})).toEqual(await pageAll(byOffset, {}));
    expect(reads.statements).toBeGreaterThan(statements);
  });

  it("sorts a workspace's contracts once for every page of one version, not once a page", async () => {
    const store = await openStore({});
    stores.push(store);
    const service = createService(store);
    await service.createContracts(caller, {
      body: Array.from({ length: 12 }, (_, i) => contract(`s${i}`, ORDER_FIELDS)),
    });
    let sorts = 0;
    const countedStore: Store = {
      ...store,
      localChanges: store.localChanges,
      query: (sql, params) => {
        if (/ORDER BY created_at, contract_id/.test(sql)) sorts++;
        return store.query(sql, params);
      },
    };
    const local = createService(countedStore);
    for (let offset = 0; offset < 12; offset += 3) await listing(local, { limit: 3, offset });
    expect(sorts).toBe(1);
    await service.createContracts(caller, { body: contract("s12", ORDER_FIELDS) });
    for (let offset = 0; offset < 13; offset += 3) await listing(local, { limit: 3, offset });
    expect(sorts).toBe(2);
  });
});
