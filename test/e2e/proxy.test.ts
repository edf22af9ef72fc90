// The bundled action on a runner behind a proxy (docs/workflow.md "Behind a proxy"): HTTPS_PROXY,
// HTTP_PROXY and NO_PROXY (and their lower-case forms) for GitHub's REST calls and for the
// service, and a service whose certificate only NODE_EXTRA_CA_CERTS trusts. GitHub (the fake)
// and the service are reachable by names only the proxy resolves (`github.test`,
// `contracts.test`), so a call that succeeded went through it; the proxy counts what it carried.
// GitHub over TLS with the same self-signed certificate (`secure-github.test` through the proxy,
// 127.0.0.1 directly) shows NODE_EXTRA_CA_CERTS trusted on both of GitHub's paths too.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer, type Server as HttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { FakeGitHub } from "../support/fake-github.js";
import { tempDir } from "../support/git-repo.js";
import { ConnectProxy } from "./connect-proxy.js";
import {
  type ActionResult,
  demoUpstream,
  pullRequestEvent,
  pushEvent,
  runBundledAction,
  TOKEN,
  type Upstream,
} from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const API_KEY = "e2e-key-0123456789abcdef";
const RUN_TIMEOUT = 180_000;
const ZERO = "0".repeat(40);

/** The service over TLS with a self-signed certificate for contracts.test, each request counted. */
async function tlsFront(
  target: string,
  key: string,
  cert: string,
): Promise<{ server: HttpsServer; port: number; seen: string[] }> {
  const seen: string[] = [];
  const server = createHttpsServer({ key, cert }, (request, response) => {
    seen.push(`${request.method} ${request.url}`);
    const forwarded = httpRequest(
      `${target}${request.url}`,
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

describe.sequential("the bundled action behind an HTTP CONNECT proxy", () => {
  let store: Store;
  let service: RunningServer;
  let front: Awaited<ReturnType<typeof tlsFront>>;
  let fake: FakeGitHub;
  let proxy: ConnectProxy;
  let upstream: Upstream;
  let base: string;
  let head: string;
  let certFile: string;
  let githubPort: number;
  let githubTls: Awaited<ReturnType<typeof tlsFront>>;
  const folders: string[] = [];

  beforeAll(async () => {
    const certs = tempDir("certs");
    folders.push(certs);
    // A self-signed certificate for the service's name, made here by Debian's openssl.
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        join(certs, "key.pem"),
        "-out",
        join(certs, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=contracts.test",
        "-addext",
        "subjectAltName=DNS:contracts.test,DNS:secure-github.test,IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    certFile = join(certs, "cert.pem");
    store = await openStore({});
    service = await startServer({ store, port: 0, apiKeys: [API_KEY], delivery: false, logLevel: "silent" });
    front = await tlsFront(
      service.url,
      readFileSync(join(certs, "key.pem"), "utf8"),
      readFileSync(certFile, "utf8"),
    );
    fake = await FakeGitHub.start({ token: TOKEN });
    githubPort = Number(new URL(fake.url).port);
    githubTls = await tlsFront(
      fake.url,
      readFileSync(join(certs, "key.pem"), "utf8"),
      readFileSync(certFile, "utf8"),
    );
    proxy = await ConnectProxy.start({
      "github.test": { port: githubPort, plain: true },
      "secure-github.test": { port: githubTls.port, plain: false },
      "contracts.test": { port: front.port, plain: false },
    });
    ({ upstream, base, head } = demoUpstream());
    fake.addPullRequest({ ...REPO, number: 42, headSha: head, baseSha: base, author: "hanna" });
  }, RUN_TIMEOUT);

  afterAll(async () => {
    await proxy?.close();
    front?.server.close();
    githubTls?.server.close();
    await service?.close();
    await store?.close();
    await fake?.close();
    upstream?.repo.cleanup();
    for (const dir of [upstream?.origin, ...folders]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function run(options: {
    eventName: string;
    event: unknown;
    sha: string;
    github: string;
    env: Record<string, string>;
  }): Promise<ActionResult> {
    const workspace = upstream.checkout(options.sha);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: options.eventName,
      event: options.event,
      githubApiUrl: options.github,
      inputs: { "api-url": `https://contracts.test:${front.port}`, "api-key": API_KEY },
      env: { GITHUB_SHA: options.sha, ...options.env },
    });
  }

  /** What the proxy and the two servers saw during `action`. */
  async function counted(action: () => Promise<ActionResult>) {
    const marks = {
      tunnels: proxy.tunnels.length,
      github: fake.requests.length,
      service: front.seen.length,
      githubTls: githubTls.seen.length,
    };
    const result = await action();
    const tunnels = proxy.tunnels.slice(marks.tunnels);
    return {
      result,
      githubAnswered: fake.requests.slice(marks.github).map((r) => `${r.method} ${r.path}`),
      githubTunnelled: tunnels
        .filter((t) => t.target.startsWith("github.test:"))
        .flatMap((t) => t.requests.map((r) => r.replace(/\?.*$/, ""))),
      serviceAnswered: front.seen.length - marks.service,
      githubOverTls: githubTls.seen.length - marks.githubTls,
      serviceTunnels: tunnels.filter((t) => t.target.startsWith("contracts.test:")).length,
      direct: tunnels.filter((t) => !/^(github|contracts)\.test:/.test(t.target)),
    };
  }

  it(
    "publish with HTTPS_PROXY and HTTP_PROXY: every GitHub and service call goes through the proxy",
    async () => {
      const seen = await counted(() =>
        run({
          eventName: "push",
          event: pushEvent({ before: ZERO, after: base }),
          sha: base,
          github: `http://github.test:${githubPort}`,
          env: { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: certFile },
        }),
      );
      expect(seen.result.code, seen.result.stdout + seen.result.stderr).toBe(0);
      expect(seen.result.outputs["contracts-created"]).toBe("3");
      expect(seen.githubAnswered.length).toBeGreaterThan(0);
      expect(seen.githubTunnelled).toEqual(seen.githubAnswered);
      expect(seen.serviceAnswered).toBeGreaterThan(0);
      expect(seen.serviceTunnels).toBeGreaterThan(0);
      expect(seen.direct).toEqual([]);
      expect(proxy.refused).toEqual([]);
    },
    RUN_TIMEOUT,
  );

  it(
    "a check with the lower-case https_proxy and http_proxy: the service and the comment through the proxy",
    async () => {
      const seen = await counted(() =>
        run({
          eventName: "pull_request",
          event: pullRequestEvent({ action: "opened", number: 42, base, head }),
          sha: head,
          github: `http://github.test:${githubPort}`,
          env: { https_proxy: proxy.url, http_proxy: proxy.url, NODE_EXTRA_CA_CERTS: certFile },
        }),
      );
      expect(seen.result.outputs.verdict, seen.result.stdout + seen.result.stderr).toBe("block");
      expect(seen.githubAnswered).toContain("POST /repos/acme/shop/issues/42/comments");
      expect(seen.githubTunnelled).toEqual(seen.githubAnswered);
      expect(seen.serviceAnswered).toBeGreaterThan(0);
      expect(seen.serviceTunnels).toBeGreaterThan(0);
      expect(fake.commentsOn(REPO, 42)).toHaveLength(1);
    },
    RUN_TIMEOUT,
  );

  it(
    "NO_PROXY: GitHub at 127.0.0.1 is called directly, the service still through the proxy",
    async () => {
      const seen = await counted(() =>
        run({
          eventName: "pull_request",
          event: pullRequestEvent({ action: "synchronize", number: 42, base, head }),
          sha: head,
          github: fake.url,
          env: {
            HTTPS_PROXY: proxy.url,
            HTTP_PROXY: proxy.url,
            NO_PROXY: "localhost,127.0.0.1",
            NODE_EXTRA_CA_CERTS: certFile,
          },
        }),
      );
      expect(seen.result.outputs.verdict, seen.result.stdout + seen.result.stderr).toBe("block");
      expect(seen.githubAnswered.length).toBeGreaterThan(0);
      expect(seen.githubTunnelled).toEqual([]);
      expect(seen.direct).toEqual([]);
      expect(seen.serviceTunnels).toBeGreaterThan(0);
    },
    RUN_TIMEOUT,
  );

  it(
    "without NODE_EXTRA_CA_CERTS the self-signed service is not trusted: the check could not be made",
    async () => {
      const seen = await counted(() =>
        run({
          eventName: "pull_request",
          event: pullRequestEvent({ action: "synchronize", number: 42, base, head }),
          sha: head,
          github: `http://github.test:${githubPort}`,
          env: { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url },
        }),
      );
      expect(seen.result.code).not.toBe(0);
      expect(seen.result.failures.join("\n")).toMatch(/certificate/i);
      expect(seen.serviceAnswered).toBe(0);
    },
    RUN_TIMEOUT,
  );

  it(
    "GitHub over TLS with a certificate only NODE_EXTRA_CA_CERTS trusts: through the proxy and directly",
    async () => {
      const env = { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: certFile };
      const through = await counted(() =>
        run({
          eventName: "pull_request",
          event: pullRequestEvent({ action: "synchronize", number: 42, base, head }),
          sha: head,
          github: `https://secure-github.test:${githubTls.port}`,
          env,
        }),
      );
      expect(through.result.outputs.verdict, through.result.stdout + through.result.stderr).toBe("block");
      expect(through.result.outputs["comment-url"]).toMatch(
        /^https:\/\/github\.com\/acme\/shop\/pull\/42#issuecomment-/,
      );
      expect(through.result.annotations.map((a) => a.message).join("\n")).not.toMatch(/certificate/i);
      expect(through.githubOverTls).toBeGreaterThan(0);
      expect(through.githubOverTls).toBe(through.githubAnswered.length);
      expect(proxy.to("secure-github.test").length).toBeGreaterThan(0);
      const direct = await counted(() =>
        run({
          eventName: "pull_request",
          event: pullRequestEvent({ action: "synchronize", number: 42, base, head }),
          sha: head,
          github: `https://127.0.0.1:${githubTls.port}`,
          env: { ...env, NO_PROXY: "127.0.0.1" },
        }),
      );
      expect(direct.result.outputs.verdict, direct.result.stdout + direct.result.stderr).toBe("block");
      expect(direct.result.outputs["comment-url"]).toMatch(
        /^https:\/\/github\.com\/acme\/shop\/pull\/42#issuecomment-/,
      );
      expect(direct.result.annotations.map((a) => a.message).join("\n")).not.toMatch(/certificate/i);
      expect(direct.githubOverTls).toBe(direct.githubAnswered.length);
      expect(direct.githubAnswered).toContain("GET /repos/acme/shop/issues/42/comments");
      expect(direct.direct).toEqual([]);
      expect(fake.commentsOn(REPO, 42)).toHaveLength(1);
    },
    RUN_TIMEOUT,
  );
});
