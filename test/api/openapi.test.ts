import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoints, endpoints } from "../../src/api/endpoints.js";
import { buildOpenApiDocument } from "../../src/api/openapi.js";
import { main } from "../../src/cli/main.js";

/** Reads a value at a path of keys inside parsed JSON (undefined when absent). */
function dig(value: unknown, ...path: string[]): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
type Json = Record<string, unknown>;

// A real extension table, as the server's src/api/extensions.ts declares them.
const testExtensions = defineEndpoints({
  healthz: {
    method: "GET",
    path: "/healthz",
    summary: "Liveness",
    response: z.object({ ok: z.boolean() }),
    status: 200,
    errors: [],
    extension: true,
    public: true,
  },
  deleteWebhook: {
    method: "DELETE",
    path: "/v0/webhooks/{id}",
    summary: "Delete a webhook endpoint",
    params: z.object({ id: z.string() }),
    response: z.object({ deleted: z.boolean() }),
    status: 200,
    errors: [401, 404],
    extension: true,
  },
});

describe("OpenAPI document", () => {
  const document = buildOpenApiDocument({ tables: [endpoints, testExtensions] });

  it("is a valid OpenAPI 3.1 document", async () => {
    // validate() dereferences every $ref, so a dangling reference fails here too.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe("OpenAPI");
    expect(document.openapi).toBe("3.1.0");
  });

  it("is valid with the project's own extension table too (the default)", async () => {
    const result = await validate(buildOpenApiDocument() as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it("would be caught by the validator if a reference dangled", async () => {
    const broken = structuredClone(document);
    const schema = dig(
      broken,
      "paths",
      "/v0/contracts",
      "get",
      "responses",
      "200",
      "content",
      "application/json",
      "schema",
    ) as Json;
    schema.items = { $ref: "#/components/schemas/Missing" };
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it("has every seed operation at its path and method, secured by X-API-KEY", () => {
    const operations = new Map<string, { path: string; method: string; operation: Json }>();
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
        operations.set(String(operation.operationId), { path, method: method.toUpperCase(), operation });
      }
    }
    for (const [operationId, spec] of Object.entries(endpoints)) {
      const found = operations.get(operationId);
      expect({ operationId, path: found?.path, method: found?.method }).toEqual({
        operationId,
        path: spec.path,
        method: spec.method,
      });
      expect(found?.operation.security).toEqual([{ ApiKey: [] }]);
      expect(found?.operation["x-extension"]).toBeUndefined();
    }
    expect(dig(document, "components", "securitySchemes", "ApiKey")).toEqual({
      type: "apiKey",
      in: "header",
      name: "X-API-KEY",
    });
  });

  it("answers errors as problem+json and refers to resources by $ref", () => {
    const create = dig(document, "paths", "/v0/contract", "post");
    expect(dig(create, "requestBody", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/CreateContractsBody",
    });
    expect(dig(create, "responses", "400")).toEqual({ $ref: "#/components/responses/BadRequest" });
    expect(
      dig(document, "components", "responses", "BadRequest", "content", "application/problem+json"),
    ).toEqual({
      schema: { $ref: "#/components/schemas/Problem" },
    });
    for (const name of [
      "BadRequest",
      "Unauthorized",
      "NotFound",
      "Conflict",
      "PayloadTooLarge",
      "TooManyRequests",
    ]) {
      expect(dig(document, "components", "responses", name)).toBeDefined();
    }
    expect(
      dig(document, "components", "responses", "TooManyRequests", "headers", "Retry-After"),
    ).toBeDefined();
    const list = dig(document, "paths", "/v0/contracts", "get");
    expect(dig(list, "responses", "200", "content", "application/json", "schema")).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/Contract" },
    });
    const contract = dig(document, "components", "schemas", "Contract");
    expect(dig(contract, "required")).toEqual(
      expect.arrayContaining(["id", "status", "createdAt", "updatedAt", "contractSpec", "contractSpecRaw"]),
    );
    expect(dig(contract, "properties", "gitHash")).toMatchObject({ minLength: 40, maxLength: 40 });
    expect(dig(contract, "properties", "enforcementLevel", "default")).toBe("INACTIVE");
  });

  it("describes the data of an accepted break by its merge, the webhook's payload", () => {
    const event = dig(document, "components", "schemas", "ContractBreakAccepted");
    expect(dig(event, "properties", "occasion")).toMatchObject({ const: "contract" });
    expect(dig(event, "required")).toEqual(
      expect.arrayContaining(["changeLogEventId", "occasion", "contractId", "changes", "reviewers"]),
    );
    expect(dig(event, "properties", "changes", "items")).toEqual({
      $ref: "#/components/schemas/ContractBreakingChange",
    });
  });

  it("describes query parameters as the integers they parse to, with paging bounds", () => {
    const parameters = dig(document, "paths", "/v0/data-assets", "get", "parameters") as Json[];
    expect(parameters.find((p) => p.name === "limit")).toEqual({
      name: "limit",
      in: "query",
      required: false,
      schema: expect.objectContaining({ type: "integer", minimum: 1, maximum: 500, default: 50 }),
    });
    const runId = dig(document, "paths", "/v0/lineage/export", "get", "parameters", "0");
    expect(runId).toMatchObject({ name: "run_id", required: true, schema: { format: "uuid" } });
  });

  it("gives the GET of endpoint 17 its JSON body", () => {
    expect(dig(document, "paths", "/v0/config", "get", "requestBody", "content", "application/json")).toEqual(
      {
        schema: { $ref: "#/components/schemas/ConfigQuery" },
      },
    );
  });

  it("marks extension operations and their tag, and leaves public ones unsecured", () => {
    const health = dig(document, "paths", "/healthz", "get");
    expect(dig(health, "x-extension")).toBe(true);
    expect(dig(health, "security")).toEqual([]);
    const remove = dig(document, "paths", "/v0/webhooks/{id}", "delete");
    expect(dig(remove, "x-extension")).toBe(true);
    expect(dig(remove, "security")).toEqual([{ ApiKey: [] }]);
    expect(document.tags).toContainEqual({ name: "extensions", "x-extension": true });
    // The extension path shares /v0/webhooks with seed operations without replacing them.
    expect(dig(document, "paths", "/v0/webhooks", "get", "operationId")).toBe("listWebhooks");
  });
});

describe("contract-sync openapi", () => {
  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    const io = { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t), env: {}, cwd: "/" };
    return { io, out, err };
  }

  it("prints the document as JSON", async () => {
    const { io, out } = capture();
    expect(await main(["openapi", "--server-url", "https://contracts.acme.example"], io)).toBe(0);
    const printed: unknown = JSON.parse(out.join(""));
    expect(dig(printed, "openapi")).toBe("3.1.0");
    expect(dig(printed, "servers")).toEqual([{ url: "https://contracts.acme.example" }]);
    expect(dig(printed, "paths", "/v0/data-assets/check-compliance", "post", "operationId")).toBe(
      "checkAssetsCompliance",
    );
  });

  it("refuses an unknown argument with exit code 2", async () => {
    const { io, err } = capture();
    expect(await main(["openapi", "--yaml"], io)).toBe(2);
    expect(err.join("")).toMatch(/unknown argument '--yaml'/);
  });
});
