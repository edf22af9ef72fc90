// A local HTTP hop in front of the reference server that fails on purpose:
// the first `failures` requests (or all, with Infinity), or those `fails` picks,
// get `status`; the rest are forwarded as they came. Every request is recorded.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  method: string;
  path: string;
  /** The request body as sent. */
  body: string;
  /** The status answered: the proxy's own, or the server's. */
  answered: number;
}

export class FailingProxy {
  /** Requests seen, in order, with what the proxy did. */
  readonly seen: SeenRequest[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(
    target: string,
    options: { failures?: number; status: number; fails?: (request: SeenRequest) => boolean },
  ): Promise<FailingProxy> {
    let left = options.failures ?? 0;
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const proxy = new FailingProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on("request", async (request, response) => {
      const body = await readBody(request);
      const entry: SeenRequest = {
        method: request.method ?? "GET",
        path: request.url ?? "/",
        body: body.toString("utf8"),
        answered: 0,
      };
      proxy.seen.push(entry);
      if (left > 0 || options.fails?.(entry)) {
        left--;
        entry.answered = options.status;
        response.writeHead(options.status, { "content-type": "application/problem+json" });
        response.end(
          JSON.stringify({ type: "about:blank", title: "Service Unavailable", status: options.status }),
        );
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(name))
          headers.set(name, value);
      }
      const forwarded = await fetch(`${target}${entry.path}`, {
        method: entry.method,
        headers,
        body: body.length > 0 ? body : undefined,
      });
      entry.answered = forwarded.status;
      const text = Buffer.from(await forwarded.arrayBuffer());
      response.writeHead(forwarded.status, {
        "content-type": forwarded.headers.get("content-type") ?? "application/json",
      });
      response.end(text);
    });
    return proxy;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}
