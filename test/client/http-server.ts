// A real HTTP server on 127.0.0.1:0 for the client tests: records every request
// (method, path, query, headers, body, arrival time) and answers with the current handler.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 500, { error: "no handler" });
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? "/", "http://localhost");
    const recorded: RecordedRequest = {
      method: incoming.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString("utf8"),
      at: Date.now(),
    };
    requests.push(recorded);
    await handler(recorded, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  const type = status >= 400 ? "application/problem+json" : "application/json";
  response.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(text), ...headers });
  response.end(text);
}

export function problem(
  status: number,
  title: string,
  detail: string,
  errors?: { pointer: string; message: string }[],
) {
  return { type: "about:blank", title, status, detail, ...(errors ? { errors } : {}) };
}
