// The schema digest a listing answers with is written with the asset (a listing of 10,000 assets
// then reads no schema). It must be the digest of what the row holds: the same as the one the
// listing computes from the stored schema, for rows written before digests were stored, and after
// a server of older code rewrote the schema without it.
import { afterAll, describe, expect, inject, it } from "vitest";
import { schemaDigest } from "../../src/api/canonical.js";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { createService } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";
import { asset } from "./fixtures.js";

const serverUrl = inject("databaseUrl");
const BACKENDS = serverUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
const caller = { workspaceId: DEFAULT_WORKSPACE_ID };

/** A schema with what JSON text and jsonb may write differently: key order, numbers, unicode, nesting. */
const TRICKY: SchemaNode[] = [
  { type: "int64", name: "id", constraints: { zeta: 1, alpha: [3, 1.5, -0, 1e21], ünï: "ço\u2028de" } },
  {
    type: "struct",
    name: "nested",
    doc: 'quote " and \\ and \n',
    fields: [{ type: "list", name: "tags", fields: [{ type: "string", name: "element", optional: true }] }],
  },
];

describe.each(BACKENDS)("asset schema digests (%s)", (backend) => {
  const stores: Store[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  async function open(name: string) {
    const databaseUrl = backend === "postgres" ? await createTestDatabase(serverUrl!, name) : undefined;
    const store = await openStore(databaseUrl ? { databaseUrl } : {});
    stores.push(store);
    return { store, service: createService(store) };
  }
  const digests = async (service: ReturnType<typeof createService>) =>
    Object.fromEntries(
      (await service.listDataAssets(caller, { query: { limit: 500, offset: 0 } })).map((a) => [
        a.path,
        a.schemaDigest,
      ]),
    );

  it("are stored with the asset, equal to the digest of the stored schema, alone or in a batch", async () => {
    const { store, service } = await open("cs_asset_digest_write");
    const profiled = {
      ...asset("profiled", TRICKY),
      fieldNameToDataAssetFieldProfileMap: { id: { nullCount: 0, kinds: ["a", "b"] } },
    };
    await service.registerAssets(caller, { body: { assets: [asset("alone", TRICKY)] } });
    await service.registerAssets(caller, {
      body: { assets: [asset("batch", TRICKY), profiled, asset("plain", [{ type: "bool", name: "b" }])] },
    });
    const stored = await store.query<{ path: string; schema_digest: string | null }>(
      "SELECT path, schema_digest FROM data_assets ORDER BY path",
    );
    expect(stored.every((row) => row.schema_digest !== null)).toBe(true);
    const listed = await digests(service);
    // The listing computes the digest from the stored schema where the row has none. (Listed by a
    // service that has not listed before: on PGlite a listing keeps the rows it read until this
    // process writes assets, and these writes here go round the service.)
    await store.query("UPDATE data_assets SET schema_digest = NULL");
    expect(await digests(createService(store))).toEqual(listed);
    expect(listed).toEqual({
      alone: schemaDigest({ type: "struct", fields: TRICKY }, undefined),
      batch: schemaDigest({ type: "struct", fields: TRICKY }, undefined),
      profiled: schemaDigest(
        { type: "struct", fields: TRICKY },
        profiled.fieldNameToDataAssetFieldProfileMap,
      ),
      plain: schemaDigest({ type: "struct", fields: [{ type: "bool", name: "b" }] }, undefined),
    });
  });

  it("follow a new schema registered, and are cleared when a schema is rewritten without one", async () => {
    const { store, service } = await open("cs_asset_digest_stale");
    const before = [{ type: "int64", name: "id" }] satisfies SchemaNode[];
    const after = [...before, { type: "string", name: "email" }] satisfies SchemaNode[];
    await service.registerAssets(caller, { body: { assets: [asset("orders", before)] } });
    await service.registerAssets(caller, { body: { assets: [asset("orders", after)] } });
    expect(await digests(service)).toEqual({
      orders: schemaDigest({ type: "struct", fields: after }, undefined),
    });
    // A server of older code updates the schema and leaves the digest column as it was.
    await store.query("UPDATE data_assets SET schema = $1::jsonb", [
      JSON.stringify({ type: "struct", fields: before }),
    ]);
    const [row] = await store.query<{ schema_digest: string | null }>(
      "SELECT schema_digest FROM data_assets",
    );
    expect(row?.schema_digest).toBeNull();
    expect(await digests(createService(store))).toEqual({
      orders: schemaDigest({ type: "struct", fields: before }, undefined),
    });
    // Its field profiles alone changed the same way.
    await service.registerAssets(caller, { body: { assets: [asset("orders", before)] } });
    await store.query(`UPDATE data_assets SET field_profiles = '{"id": {"nullCount": 3}}'::jsonb`);
    expect(await digests(createService(store))).toEqual({
      orders: schemaDigest({ type: "struct", fields: before }, { id: { nullCount: 3 } }),
    });
    // An update that leaves schema and profiles as they were keeps the digest.
    await service.registerAssets(caller, { body: { assets: [asset("orders", before)] } });
    await store.query("UPDATE data_assets SET pr_link = 'https://example.com/pr/1', schema = schema");
    const [kept] = await store.query<{ schema_digest: string | null }>(
      "SELECT schema_digest FROM data_assets",
    );
    expect(kept?.schema_digest).toBe(schemaDigest({ type: "struct", fields: before }, undefined));
  });
});
