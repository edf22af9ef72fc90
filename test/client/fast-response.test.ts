// The client's compiled validator of large answers (a page of contracts): it takes what zod takes,
// as zod gives it, and refuses what zod refuses, so a malformed answer still fails the call.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { EndpointSpec } from "../../src/api/endpoints.js";
import { endpoints } from "../../src/api/endpoints.js";
import { LIMITS } from "../../src/api/limits.js";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { compileResponseValidator, RESPONSES_BEFORE_COMPILING } from "../../src/client/fast-response.js";
import { ApiResponseError, createClient } from "../../src/client/index.js";
import * as ex from "../api/examples.js";
import { sendJson, startServer, type TestServer } from "./http-server.js";

const spec = endpoints.listContracts as EndpointSpec;
const validator = compileResponseValidator(spec)!;

/** A page of contracts as a service writes them: varied levels, optional fields present and absent. */
function page(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const { enforcementLevel: _level, fileUri: _uri, ...rest } = ex.contract;
    return {
      ...rest,
      id: `3f0b7c1e-8a55-4d2e-9b7a-${String(i).padStart(12, "0")}`,
      ...(i % 3 === 0 ? {} : { enforcementLevel: i % 3 === 1 ? "ALERT" : "BLOCK" }),
      ...(i % 2 === 0 ? { fileUri: ex.contract.fileUri } : {}),
      unknownExtra: { dropped: true },
    };
  });
}

const wide = (nodes: number): SchemaNode[] =>
  Array.from({ length: nodes }, (_, i) => ({ type: "int64", name: `f${i}` }) as SchemaNode);

describe("the compiled validator of a contract page", () => {
  it("checks each string format as zod does, and compiles without a word on the console", () => {
    const warned: unknown[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((...args) => void warned.push(args));
    const log = vi.spyOn(console, "log").mockImplementation((...args) => void warned.push(args));
    let fresh: ReturnType<typeof compileResponseValidator>;
    try {
      fresh = compileResponseValidator(spec);
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
    expect(warned).toEqual([]);
    const bad: Array<[string, (contract: Record<string, Record<string, unknown>>) => unknown]> = [
      ["uri", (c) => Object.assign(c, { gitRepo: "not a url" })],
      ["uuid", (c) => Object.assign(c, { id: "not-a-uuid" })],
      ["date-time", (c) => Object.assign(c, { mergedAt: "yesterday" })],
      ["email", (c) => Object.assign(c.contractSpec ?? {}, { owner: "nobody" })],
    ];
    for (const [field, spoil] of bad) {
      // A deep copy: page() shares the example's nested objects.
      const [contract] = structuredClone(page(1)) as Array<Record<string, Record<string, unknown>>>;
      if (contract) spoil(contract);
      expect(spec.response.safeParse([contract]).success, field).toBe(false);
      expect(fresh?.([contract]), field).toBeUndefined();
    }
    expect(fresh?.(page(2))).toBeDefined();
  });

  it("gives what zod gives: unknown keys dropped, the default level filled in", () => {
    const raw = page(12);
    const byZod = spec.response.parse(structuredClone(raw));
    const fast = validator(structuredClone(raw));
    expect(fast?.value).toEqual(byZod);
    const first = (fast?.value as Array<Record<string, unknown>> | undefined)?.[0];
    expect(first?.enforcementLevel).toBe("INACTIVE");
    expect(first && "unknownExtra" in first).toBe(false);
  });

  it("refuses what zod refuses: a missing field, a wrong type, a schema past the node limit", () => {
    const [missing] = page(1) as Array<Record<string, unknown>>;
    delete missing?.contractSpecRaw;
    const [wrongStatus] = page(1) as Array<Record<string, unknown>>;
    if (wrongStatus) wrongStatus.status = "SOMETIMES";
    const [huge] = page(1) as Array<{ contractSpec: Record<string, unknown> }>;
    if (huge) huge.contractSpec.schema = wide(LIMITS.schemaNodes + 1);
    for (const bad of [missing, wrongStatus, huge]) {
      expect(spec.response.safeParse([bad]).success).toBe(false);
      expect(validator([bad])).toBeUndefined();
    }
    const [within] = page(1) as Array<{ contractSpec: Record<string, unknown> }>;
    if (within) within.contractSpec.schema = wide(LIMITS.schemaNodes);
    expect(validator([within])).toBeDefined();
  });
});

describe("a client reading many contract pages", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const clients: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });

  it("takes good pages past the compiled point and still fails a malformed one", async () => {
    let answers = 0;
    const badAt = RESPONSES_BEFORE_COMPILING + 3;
    server.handle((_request, response) => {
      answers++;
      const body = page(5) as Array<Record<string, unknown>>;
      if (answers === badAt && body[2]) body[2].createdAt = "yesterday";
      sendJson(response, 200, body);
    });
    const client = createClient({ baseUrl: server.url, apiKey: "k", retry: { maxAttempts: 1 } });
    clients.push(client);
    for (let i = 1; i < badAt; i++) {
      const contracts = await client.listContracts();
      expect(contracts.map((c) => c.enforcementLevel)).toEqual([
        "INACTIVE",
        "ALERT",
        "BLOCK",
        "INACTIVE",
        "ALERT",
      ]);
      expect(contracts.every((c) => !("unknownExtra" in c))).toBe(true);
    }
    const failed = await client.listContracts().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ApiResponseError);
    expect((failed as ApiResponseError).issues.map((i) => i.pointer)).toEqual(["/2/createdAt"]);
  });
});
