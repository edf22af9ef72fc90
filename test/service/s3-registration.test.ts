import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { createService } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { ORDER_FIELDS } from "./fixtures.js";

/** The store, keeping the statements that write data assets. */
function counted(store: Store) {
  const writes: string[] = [];
  const wrapped: Store = {
    ...store,
    localChanges: store.localChanges,
    query: (sql, params) => {
      if (/INSERT INTO data_assets/.test(sql)) writes.push(sql);
      return store.query(sql, params);
    },
  };
  return { store: wrapped, writes };
}

const caller = { workspaceId: DEFAULT_WORKSPACE_ID };
const events = {
  bucket: "lake",
  pattern: "events/*.parquet",
  schema: { type: "struct", fields: ORDER_FIELDS } as SchemaNode,
};
const S3_ASSETS =
  "SELECT resource_name FROM data_assets WHERE resource_name LIKE 's3://%' ORDER BY resource_name";

describe("registering object-storage assets (pglite)", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({});
  });
  afterAll(async () => {
    await store?.close();
  });

  it("a dry run registers nothing: it reports what would be registered and writes no row", async () => {
    const { store: countedStore, writes } = counted(store);
    const service = createService(countedStore);
    const dry = await service.registerS3Assets(caller, { body: { assets: [events], dry_run: true } });
    expect(dry).toEqual({
      message: "1 asset would be registered (dry run, nothing written)",
      registered: ["s3://lake:events/*.parquet"],
      success: true,
    });
    expect(writes).toEqual([]);
    expect(await store.query(S3_ASSETS)).toEqual([]);

    const real = await service.registerS3Assets(caller, { body: { assets: [events], dry_run: false } });
    expect(real).toMatchObject({ message: "1 asset registered", success: true });
    expect(writes).toHaveLength(1);
    expect(await store.query(S3_ASSETS)).toEqual([{ resource_name: "s3://lake:events/*.parquet" }]);
  });

  it("a registration whose every asset is refused answers the refusals without writing to the database", async () => {
    const { store: countedStore, writes } = counted(store);
    const service = createService(countedStore);
    const flat = { bucket: "lake", pattern: "flat/*.csv", schema: { type: "string" } as SchemaNode };
    const answer = await service.registerS3Assets(caller, { body: { assets: [flat], dry_run: false } });
    expect(answer).toEqual({
      message:
        "0 assets registered; 1 refused: s3://lake:flat/*.csv: schema root must be a struct, not 'string'",
      registered: [],
      success: false,
    });
    expect(writes).toEqual([]);
    expect(await store.query(S3_ASSETS)).not.toContainEqual({ resource_name: "s3://lake:flat/*.csv" });
  });
});
