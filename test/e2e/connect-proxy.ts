// A small HTTP CONNECT proxy on 127.0.0.1, as a runner's egress proxy: it opens a tunnel to the
// host a client names and pipes bytes both ways. Host names under `.test` are resolved by the
// proxy alone (to 127.0.0.1 ports), so a request that reaches them went through it. Each tunnel
// is recorded; in a tunnel to a plain-HTTP host, the requests are counted from their request
// lines. A request in absolute form (not a tunnel) is refused and recorded as such.
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";

export interface Tunnel {
  /** `host:port` as the client asked for it. */
  target: string;
  /** HTTP requests seen inside (plain HTTP targets only; TLS is opaque). */
  requests: string[];
}

export class ConnectProxy {
  readonly tunnels: Tunnel[] = [];
  /** Requests that came in absolute form instead of through a tunnel (refused). */
  readonly refused: string[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** `hosts` maps the names only the proxy knows to ports on 127.0.0.1; `plain` names the HTTP ones. */
  static async start(hosts: Record<string, { port: number; plain: boolean }>): Promise<ConnectProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const proxy = new ConnectProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on("request", (request, response) => {
      proxy.refused.push(`${request.method} ${request.url}`);
      response.writeHead(405, { "content-type": "text/plain" });
      response.end("this proxy only tunnels (CONNECT)\n");
    });
    server.on("connect", (request, client: Socket, head: Buffer) => {
      proxy.sockets.add(client);
      const target = request.url ?? "";
      const [name = "", portText = ""] = target.split(/:(?=\d+$)/);
      const mapped = hosts[name];
      const port = mapped ? mapped.port : Number(portText);
      const host = mapped || name === "127.0.0.1" ? "127.0.0.1" : undefined;
      if (!host || !port) {
        client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
        return;
      }
      const tunnel: Tunnel = { target, requests: [] };
      proxy.tunnels.push(tunnel);
      const plain = mapped ? mapped.plain : true;
      const upstream = connect(port, host, () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      proxy.sockets.add(upstream);
      if (plain) {
        client.on("data", (chunk: Buffer) => {
          for (const match of chunk
            .toString("latin1")
            .matchAll(/^(GET|POST|PATCH|PUT|DELETE|HEAD) (\S+) HTTP\/1\.1\r$/gm))
            tunnel.requests.push(`${match[1]} ${match[2]}`);
        });
      }
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on("error", close);
      upstream.on("error", close);
      client.on("close", close);
      upstream.on("close", close);
    });
    return proxy;
  }

  /** Tunnels opened to a target's host name. */
  to(name: string): Tunnel[] {
    return this.tunnels.filter((t) => t.target.startsWith(`${name}:`));
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
