import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EndpointSpec } from "../../src/api/endpoints.js";
import { buildApp } from "../../src/server/app.js";
import { ALL_ENDPOINTS } from "../../src/server/routes.js";
import { createService } from "../../src/service/index.js";
import { KeyResolver } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";

/**
 * What differs between operations is declared in the endpoint table and nowhere else: these tests
 * read the table and ask a real server (limits of 2 items) whether it does what each entry says.
 */
const MAX = 2;
const KEY = "traits-key";

/** A body whose list at `pointer` (under /body) holds `n` items. */
function bodyWithItems(pointer: string, n: number): unknown {
  const items: unknown[] = Array.from({ length: n }, () => ({}));
  const keys = pointer.split("/").slice(2);
  return keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), items);
}

const entries = Object.entries(ALL_ENDPOINTS) as [string, EndpointSpec][];
const counted = entries.filter(([, spec]) => spec.counted);
const writesWithBody = entries.filter(([, spec]) => !spec.counted && spec.body && spec.method !== "GET");

describe("per-operation behaviour read off the endpoint table", () => {
  let store: Store;
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    store = await openStore({});
    const app = buildApp({
      store,
      service: createService(store, { allowPrivateWebhooks: false, onQueued: () => {} }),
      keys: new KeyResolver(store, [KEY]),
      logLevel: "silent",
      limits: { assetsPerRequest: MAX, contractsPerRequest: MAX, namesPerBulkCheck: MAX },
    });
    url = await app.listen({ host: "127.0.0.1", port: 0 });
    close = async () => {
      await app.close();
      await store.close();
    };
  });
  afterAll(async () => close?.());

  const send = async (spec: EndpointSpec, body: unknown) => {
    const path = spec.path.replace(/\{[^}]+\}/g, "x");
    const response = await request(`${url}${path}`, {
      method: spec.method,
      headers: { "content-type": "application/json", "x-api-key": KEY },
      body: JSON.stringify(body),
    });
    return { status: response.statusCode, json: (await response.body.json()) as Record<string, unknown> };
  };

  it("declares count limits on the operations that carry lists of assets, contracts or names", () => {
    expect(counted.map(([id]) => id).sort()).toEqual([
      "bulkCheckContractCompliance",
      "checkAssetsCompliance",
      "createContracts",
      "registerAssets",
      "registerS3Assets",
    ]);
  });

  it.each(counted)("%s refuses one item past its declared limit with a 413 naming it", async (_id, spec) => {
    const limit = spec.counted!;
    const over = await send(spec, bodyWithItems(limit.pointer, MAX + 1));
    expect(over.status).toBe(413);
    expect(over.json).toMatchObject({
      limit: { name: limit.limit, maximum: MAX },
      errors: [{ pointer: limit.pointer }],
    });
    // At the limit the count passes, and the (empty) items are the schema's to judge.
    const at = await send(spec, bodyWithItems(limit.pointer, MAX));
    expect(at.status).not.toBe(413);
  });

  it.each(writesWithBody)("%s counts nothing (no declared limit)", async (_id, spec) => {
    const answer = await send(spec, bodyWithItems("/body/assets", MAX + 1));
    expect(answer.status).not.toBe(413);
  });
});
