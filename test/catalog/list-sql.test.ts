// The catalog's list read in SQL (src/catalog/list-sql.ts) against a reference over every
// contract in memory: each facet's every value, search in each field, their pairs, every page and
// one past the end; and the plain list's page read in the index's order (migration 5), not sorted.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ContractCreate } from "../../src/api/resources.js";
import type { ContractSummary, Facet, ListQuery } from "../../src/catalog/model.js";
import { FACETS } from "../../src/catalog/model.js";
import { StoreCatalog } from "../../src/catalog/store-source.js";
import { resourceNamesOf } from "../../src/service/broken-contracts.js";
import { upsertContracts } from "../../src/service/contract-writes.js";
import { specRaw } from "../../src/service/contracts.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";

const PAGE = 7;
let contracts: ContractCreate[];

/** 40 contracts: some without a domain, owner or level, some ARCHIVED, names of mixed case. */
function corpus(): ContractCreate[] {
  const statuses = ["ACTIVE", "DRAFT", "DEPRECATED", "ARCHIVED"] as const;
  const levels = ["BLOCK", "ALERT", undefined] as const;
  return Array.from({ length: 40 }, (_, i) => ({
    id: randomUUID(),
    status: statuses[i % 4]!,
    ...(levels[i % 3] ? { enforcementLevel: levels[i % 3] } : {}),
    contractSpec: {
      name: `${i % 2 ? "Orders" : "orders"}${String.fromCharCode(97 + ((i * 7) % 26))}${i}`,
      ...(i % 5 ? { namespace: ["sales", "finance"][i % 2] } : {}),
      ...(i % 6 ? { owner: `team${i % 3}@example.com` } : {}),
      doc: `Rows of kind k${i % 4}.`,
      dataAssetResourceName: `postgres://db:5432:dw.public.t${i}`,
      schema: [{ type: "int64", name: "id" }],
    },
  }));
}

/** What the list shows of a contract, as the reference computes it. */
function summary(c: ContractCreate): Omit<ContractSummary, "updatedAt"> {
  return {
    id: c.id,
    name: c.contractSpec.name ?? c.id,
    domain: c.contractSpec.namespace ?? "",
    owner: c.contractSpec.owner ?? "",
    status: c.status,
    level: c.enforcementLevel ?? "INACTIVE",
    doc: c.contractSpec.doc ?? "",
    resourceNames: resourceNamesOf(c.contractSpec),
  };
}

/** The reference: filters and search over every contract, by case-folded name then id. */
function expected(query: ListQuery) {
  const needle = query.q?.trim().toLowerCase();
  return contracts
    .map(summary)
    .filter(
      (s) =>
        (query.status ? s.status === query.status : s.status !== "ARCHIVED") &&
        FACETS.every((f) => f === "status" || !query[f] || s[f] === query[f]) &&
        (!needle ||
          [s.name, s.id, s.domain, s.owner, s.doc, ...s.resourceNames]
            .join("\n")
            .toLowerCase()
            .includes(needle)),
    )
    .sort((a, b) => {
      const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
    });
}

/** The same assertions on PGlite and on PostgreSQL: the order and the index are the migration's on both. */
function listContract(name: string, open: () => Promise<Store>) {
  let store: Store;
  const write = (batch: ContractCreate[]) =>
    store.transaction((tx) =>
      upsertContracts(
        tx,
        DEFAULT_WORKSPACE_ID,
        batch,
        (b) => specRaw(b.contractSpec),
        (b) => resourceNamesOf(b.contractSpec),
      ),
    );

  beforeAll(async () => {
    store = await open();
    contracts = corpus();
    await write(contracts);
    // A second version of some: only the newest row is listed, under its new name.
    for (const i of [3, 8, 21]) {
      const c = contracts[i]!;
      contracts[i] = { ...c, contractSpec: { ...c.contractSpec, name: `renamed${i}` } };
    }
    await write([3, 8, 21].map((i) => contracts[i]!));
  });

  afterAll(async () => {
    await store?.close();
  });

  describe(`the catalog's list in SQL (${name})`, () => {
    it("matches the reference for every facet value, every search field, their pairs and every page", async () => {
      const catalog = new StoreCatalog(store).of(DEFAULT_WORKSPACE_ID);
      const values = (facet: Facet) => [...new Set(contracts.map((c) => summary(c)[facet]))].filter((v) => v);
      const queries: Omit<ListQuery, "page">[] = [{}];
      for (const facet of FACETS) for (const v of values(facet)) queries.push({ [facet]: v });
      const c = contracts[9]!;
      const needles = [
        c.contractSpec.name!,
        c.id.slice(4, 14),
        "FINANCE",
        "team2@",
        "kind k3",
        "dw.public.t1",
        "  ORDERS ",
        "absent",
      ];
      for (const q of needles) queries.push({ q });
      queries.push(
        { q: "orders", domain: "sales", status: "DRAFT" },
        { owner: "team1@example.com", level: "INACTIVE" },
      );
      let checked = 0;
      for (const filters of queries) {
        const all = expected({ ...filters, page: 1 });
        const pages = Math.max(1, Math.ceil(all.length / PAGE));
        for (let page = 1; page <= pages + 1; page++) {
          const listed = await catalog.list({ ...filters, page }, PAGE);
          const shown = Math.min(page, pages);
          const label = JSON.stringify({ ...filters, page });
          expect(listed.total, label).toBe(all.length);
          expect(listed.query.page, label).toBe(shown);
          const want = all.slice((shown - 1) * PAGE, shown * PAGE);
          expect(
            listed.items.map(({ updatedAt: _u, violations: _v, ...s }) => s),
            label,
          ).toEqual(want);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(40);
    });

    it("counts each facet's values over every newest row, ARCHIVED ones too, most used first", async () => {
      const { facets } = await new StoreCatalog(store).of(DEFAULT_WORKSPACE_ID).list({ page: 1 }, PAGE);
      for (const facet of FACETS) {
        const counts = new Map<string, number>();
        for (const c of contracts) {
          const v = summary(c)[facet];
          if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
        }
        expect(new Map(facets[facet]), facet).toEqual(counts);
        const ns = facets[facet].map(([, n]) => n);
        expect(ns, facet).toEqual([...ns].sort((a, b) => b - a));
      }
    });

    it("reads the plain list's page from the index, in its order (no sort of every contract)", async () => {
      const statements: { sql: string; params: unknown[] }[] = [];
      const recording = new Proxy(store, {
        get: (target, key) =>
          key === "query"
            ? (sql: string, params?: unknown[]) => {
                statements.push({ sql, params: params ?? [] });
                return target.query(sql, params);
              }
            : Reflect.get(target, key),
      });
      await new StoreCatalog(recording).of(DEFAULT_WORKSPACE_ID).list({ page: 2 }, PAGE);
      const page = statements.find((s) => /ORDER BY/.test(s.sql) && /LIMIT/.test(s.sql));
      expect(page).toBeDefined();
      // With sorting and full scans priced out, only an index in the ORDER BY's order avoids a Sort.
      const plan = await store.transaction(async (tx) => {
        await tx.exec(
          "SET LOCAL enable_sort = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off",
        );
        return tx.query<{ "QUERY PLAN": string }>(`EXPLAIN ${page!.sql}`, page!.params);
      });
      const text = plan.map((r) => r["QUERY PLAN"]).join("\n");
      expect(text).toContain("contracts_by_name");
      expect(text).not.toMatch(/\bSort\b/);
    });
  });
}

listContract("PGlite", () => openStore({}));
const serverUrl = inject("databaseUrl");
describe.skipIf(!serverUrl)("on PostgreSQL", () => {
  listContract("PostgreSQL", async () =>
    openStore({ databaseUrl: await createTestDatabase(serverUrl!, "cs_catalog_list") }),
  );
});
