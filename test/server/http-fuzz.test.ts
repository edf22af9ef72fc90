import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ENDPOINTS } from "../../src/server/app.js";
import { startTestServer, type TestServer } from "./harness.js";

/**
 * docs/service-interface.md "Errors": never a 500 for anything a client sent. Random JSON
 * bodies, query strings and path segments go to every endpoint; each answer
 * must be a success or a 4xx problem.
 */
describe("no 5xx for any client input (PGlite)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite", "cs_fuzz");
  });
  afterAll(async () => {
    await t?.close();
  });

  const segment = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 20 }));
  const query = fc.dictionary(
    fc.constantFrom(
      "limit",
      "offset",
      "status",
      "sourceType",
      "resourcesLocation",
      "run_id",
      "orderBy",
      "orderDir",
    ),
    fc.string({ maxLength: 12 }),
    { maxKeys: 3 },
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 40 }),
  );

  for (const [operationId, spec] of Object.entries(ALL_ENDPOINTS)) {
    it(`${operationId} (${spec.method} ${spec.path})`, async () => {
      await fc.assert(
        fc.asyncProperty(segment, query, body, async (id, params, text) => {
          const path = spec.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
          const search = new URLSearchParams(params).toString();
          const answer = await t.raw(spec.method, `${path}${search ? `?${search}` : ""}`, {
            key: t.key,
            body: spec.method === "GET" && !spec.body ? undefined : text,
          });
          expect(answer.status, `${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    });
  }
});
