// Retries, Retry-After, timeouts and typed errors, each against a real local server.

import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Server, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  ApiNetworkError,
  ApiRequestError,
  ApiResponseError,
  type ClientOptions,
  createClient,
} from "../../src/client/index.js";
import * as ex from "../api/examples.js";
import { problem, sendJson, startServer, type TestServer } from "./http-server.js";

let server: TestServer;
const clients: { close(): Promise<void> }[] = [];

/** A client with tiny, jitter-free backoff so retry tests take milliseconds. */
function clientFor(baseUrl: string, overrides: Partial<ClientOptions> = {}) {
  const client = createClient({
    baseUrl,
    apiKey: "k",
    retry: { maxAttempts: 4, baseDelayMs: 5, maxDelayMs: 20 },
    random: () => 0,
    ...overrides,
  });
  clients.push(client);
  return client;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await server.close();
});

const webhooks = { webhooks: [ex.webhookEndpoint] };

describe("retries", () => {
  for (const status of [429, 502, 503, 504]) {
    it(`retries a GET after ${status} and returns the later success`, async () => {
      server.handle((_request, response) => {
        if (server.requests.length < 3) sendJson(response, status, problem(status, "busy", "try again"));
        else sendJson(response, 200, webhooks);
      });
      await expect(clientFor(server.url).listWebhooks()).resolves.toEqual(webhooks);
      expect(server.requests).toHaveLength(3);
    });
  }

  it("stops at maxAttempts and reports the last answer with the attempt count", async () => {
    server.handle((_request, response) => sendJson(response, 503, problem(503, "Unavailable", "down")));
    const error = await rejection(
      clientFor(server.url, { retry: { maxAttempts: 3, baseDelayMs: 1 } }).listWebhooks(),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, attempts: 3, operationId: "listWebhooks" });
    expect(server.requests).toHaveLength(3);
  });

  it("stops when the next wait would pass the total time budget", async () => {
    server.handle((_request, response) => sendJson(response, 503, problem(503, "Unavailable", "down")));
    const client = clientFor(server.url, {
      retry: { maxAttempts: 1000, baseDelayMs: 40, maxDelayMs: 40 },
      timeouts: { totalMs: 1_000 },
    });
    const error = await rejection(client.listWebhooks());
    // The last 503, or, on a machine busy enough that an answer is still on its way when the
    // budget ends, the budget's own timeout: either way the client stopped at the budget.
    if (error instanceof ApiNetworkError) {
      expect(error.kind).toBe("timeout");
    } else {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503 });
    }
    // Waits of 20-40 ms within 1 s (room for a slow first answer on a busy machine): at most
    // ~50 attempts, far from the count bound of 1,000.
    expect(server.requests.length).toBeGreaterThan(1);
    expect(server.requests.length).toBeLessThanOrEqual(52);
  });

  for (const status of [400, 401, 404, 409, 500]) {
    it(`does not retry ${status}, and carries the problem body`, async () => {
      const body = problem(status, "Nope", "field is wrong", [{ pointer: "/eventType", message: "unknown" }]);
      server.handle((_request, response) => sendJson(response, status, body));
      const error = await rejection(clientFor(server.url).testWebhook({ eventType: "x" }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, attempts: 1, problem: body, operationId: "testWebhook" });
      expect((error as Error).message).toContain("/eventType unknown");
      expect(server.requests).toHaveLength(1);
    });
  }

  it("keeps a non-problem error body as text", async () => {
    server.handle((_request, response) => {
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<h1>Not Found</h1>");
    });
    const error = await rejection(clientFor(server.url).getComponent({ params: { id: "c1" } }));
    expect(error).toMatchObject({ status: 404, problem: undefined, body: "<h1>Not Found</h1>" });
  });

  it("does not resend a non-idempotent POST after 502/504, but does after 429", async () => {
    server.handle((_request, response) => sendJson(response, 502, problem(502, "Bad Gateway", "upstream")));
    await expect(clientFor(server.url).createAction(ex.actionCreate)).rejects.toMatchObject({ status: 502 });
    expect(server.requests).toHaveLength(1);

    server.handle((_request, response) => {
      if (server.requests.length === 1)
        sendJson(response, 429, problem(429, "Too Many Requests", "slow down"));
      else sendJson(response, 200, { actionId: "act_9" });
    });
    await expect(clientFor(server.url).createAction(ex.actionCreate)).resolves.toEqual({ actionId: "act_9" });
    expect(server.requests).toHaveLength(2);
  });

  it("retries a GET whose connection broke mid-request, but not a non-idempotent POST", async () => {
    server.handle((request, response) => {
      if (server.requests.length === 1) response.socket?.destroy();
      else if (request.method === "GET") sendJson(response, 200, webhooks);
    });
    await expect(clientFor(server.url).listWebhooks()).resolves.toEqual(webhooks);
    expect(server.requests).toHaveLength(2);

    server.handle((_request, response) => {
      response.socket?.destroy();
    });
    const error = await rejection(clientFor(server.url).testWebhook({ eventType: "ping" }));
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ kind: "network", attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it("retries a refused connection, for any method, up to the bound", async () => {
    const closed = await startServer();
    const url = closed.url;
    await closed.close();
    const error = await rejection(
      clientFor(url, { retry: { maxAttempts: 3, baseDelayMs: 1 } }).createAction(ex.actionCreate),
    );
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ kind: "connect", attempts: 3, operationId: "createAction" });
  });
});

describe("Retry-After", () => {
  it("waits the seconds the server asks for", async () => {
    server.handle((_request, response) => {
      if (server.requests.length === 1)
        sendJson(response, 429, problem(429, "Slow down", "quota"), { "retry-after": "1" });
      else sendJson(response, 200, webhooks);
    });
    await clientFor(server.url).listWebhooks();
    const [first, second] = server.requests;
    // The backoff alone would be 5 ms.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("waits until an HTTP date", async () => {
    server.handle((_request, response) => {
      if (server.requests.length === 1) {
        const until = new Date(Date.now() + 2000).toUTCString(); // whole seconds: 1-2 s from now
        sendJson(response, 503, problem(503, "Maintenance", "soon back"), { "retry-after": until });
      } else sendJson(response, 200, webhooks);
    });
    await clientFor(server.url).listWebhooks();
    const [first, second] = server.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it("gives up at once when the server asks for longer than the time budget", async () => {
    server.handle((_request, response) =>
      sendJson(response, 429, problem(429, "Slow down", "quota"), { "retry-after": "3600" }),
    );
    const error = await rejection(clientFor(server.url, { timeouts: { totalMs: 5000 } }).listWebhooks());
    expect(error).toMatchObject({ status: 429, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });
});

describe("timeouts", () => {
  let silent: Server;
  let silentPort = 0;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts TCP connections and never says a word: no TLS handshake, no HTTP answer.
    silent = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentPort = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("reports a connect timeout when the TLS handshake never completes", async () => {
    const client = clientFor(`https://127.0.0.1:${silentPort}`, {
      timeouts: { connectMs: 150 },
      retry: { maxAttempts: 2, baseDelayMs: 1 },
    });
    const error = await rejection(client.listWebhooks());
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ kind: "connect-timeout", attempts: 2 });
  });

  it("reports a timeout when an attempt gets no answer", async () => {
    const client = clientFor(`http://127.0.0.1:${silentPort}`, {
      timeouts: { attemptMs: 150 },
      retry: { maxAttempts: 1 },
    });
    await expect(client.listWebhooks()).rejects.toMatchObject({ name: "ApiNetworkError", kind: "timeout" });
  });

  it("bounds the whole call by the total timeout even when one attempt may take longer", async () => {
    const client = clientFor(`http://127.0.0.1:${silentPort}`, {
      timeouts: { attemptMs: 60_000, totalMs: 200 },
    });
    await expect(client.listWebhooks()).rejects.toMatchObject({ kind: "timeout", attempts: 1 });
  });

  it("times out a body that stops halfway", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      response.write('{"webhooks": [');
    });
    const client = clientFor(server.url, { timeouts: { attemptMs: 150 }, retry: { maxAttempts: 1 } });
    await expect(client.listWebhooks()).rejects.toMatchObject({ kind: "timeout" });
  });

  it("stops when the caller aborts, without retrying", async () => {
    const client = clientFor(`http://127.0.0.1:${silentPort}`);
    const error = await rejection(client.listWebhooks({ signal: AbortSignal.timeout(100) }));
    expect(error).toMatchObject({ name: "ApiNetworkError", kind: "aborted", attempts: 1 });
  });
});

describe("validation", () => {
  it("reports a malformed response with the JSON path of the bad field", async () => {
    const bad = { ...ex.contract, createdAt: "yesterday" };
    server.handle((_request, response) => sendJson(response, 200, [ex.contract, bad]));
    const error = await rejection(clientFor(server.url).listContracts());
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ operationId: "listContracts", pointer: "/1/createdAt", status: 200 });
    expect((error as Error).message).toMatch(/^listContracts: invalid response: \/1\/createdAt: /);
    expect(server.requests).toHaveLength(1);
  });

  it("reports a nested bad field of an endpoint 6 result", async () => {
    const results = structuredClone(ex.checkResults);
    (results[1] as { violations: { violationType?: unknown }[] }).violations[0]!.violationType = 7;
    server.handle((_request, response) => sendJson(response, 200, results));
    const error = await rejection(
      clientFor(server.url).checkAssetsCompliance({ assets: [ex.assetInput], responseType: "DETAILED" }),
    );
    expect(error).toMatchObject({ pointer: "/1/violations/0/violationType" });
  });

  it("reports a body that is not JSON", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("OK");
    });
    const error = await rejection(clientFor(server.url).listWebhooks());
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as ApiResponseError).pointer).toBe("");
    expect((error as Error).message).toMatch(/not JSON/);
  });

  it("refuses an invalid request before sending it, naming each bad field", async () => {
    server.handle((_request, response) => sendJson(response, 200, []));
    const client = clientFor(server.url);
    const error = await rejection(
      client.checkAssetsCompliance({
        assets: [{ ...ex.assetInput, source_type: "oracle" as "postgres" }],
        responseType: "DETAILED",
      }),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).issues.map((issue) => issue.pointer)).toEqual([
      "/body/assets/0/source_type",
    ]);
    const paging = await rejection(client.listDataAssets({ query: { limit: 501 } }));
    expect((paging as ApiRequestError).issues[0]?.pointer).toBe("/query/limit");
    const uuid = await rejection(client.inferContract({ params: { id: "not-a-uuid" } }));
    expect((uuid as ApiRequestError).issues[0]?.pointer).toBe("/params/id");
    expect(server.requests).toHaveLength(0);
  });
});

describe("options", () => {
  it("with validateBodies false, sends a body and returns an answer as they are (the embedded server checks them)", async () => {
    server.handle((_request, response) => sendJson(response, 200, { ...webhooks, unknownKey: 1 }));
    const client = clientFor(server.url, { validateBodies: false });
    const invalid = {
      assets: [{ ...ex.assetInput, source_type: "oracle" as "postgres" }],
      responseType: "DETAILED",
    };
    await client.checkAssetsCompliance(invalid as Parameters<typeof client.checkAssetsCompliance>[0]);
    expect(JSON.parse(server.requests[0]?.body ?? "{}")).toEqual(invalid);
    expect(await client.listWebhooks()).toHaveProperty("unknownKey", 1);
    // Paths and queries are still checked: they build the URL.
    const paging = await rejection(client.listDataAssets({ query: { limit: 501 } }));
    expect((paging as ApiRequestError).issues[0]?.pointer).toBe("/query/limit");
    // The default checks both.
    expect(await clientFor(server.url).listWebhooks()).not.toHaveProperty("unknownKey");
  });

  it("keeps a path prefix of baseUrl and sends the default user agent", async () => {
    server.handle((_request, response) => sendJson(response, 200, webhooks));
    await clientFor(`${server.url}/gateway/`).listWebhooks();
    expect(server.requests[0]?.path).toBe("/gateway/v0/webhooks");
    expect(server.requests[0]?.headers["user-agent"]).toMatch(/^contract-sync-client\//);
  });

  it("rejects a baseUrl that is not http(s)", () => {
    expect(() => createClient({ baseUrl: "ftp://example.com", apiKey: "k" })).toThrow(/http/);
  });
});
