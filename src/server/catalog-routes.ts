import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Html, html } from "../catalog/html.js";
import type { CatalogSource } from "../catalog/model.js";
import { type Chrome, layout } from "../catalog/pages/layout.js";
import { servedLinks } from "../catalog/pages/links.js";
import { signInPage } from "../catalog/pages/sign-in.js";
import { listQueryOf, renderAssets, renderContract, renderDiff, renderList } from "../catalog/render.js";
import { STATIC_FILES, type StaticFile, staticFiles } from "../catalog/static-files.js";
import { StoreCatalog } from "../catalog/store-source.js";
import { DEFAULT_WORKSPACE_ID, type KeyResolver } from "../service/keys.js";
import type { Store } from "../store/port.js";

export interface CatalogOptions {
  /** Anyone may read the default workspace's catalog without signing in (the operator's choice). */
  public: boolean;
}

/** The cookie that holds a signed-in reader's API key: HttpOnly (no script reads it), SameSite=Strict. */
export const KEY_COOKIE = "contract_sync_key";
/** How long a sign-in lasts (8 hours): the key itself lasts until revoked. */
const SIGN_IN_SECONDS = 8 * 60 * 60;
/** Longest key accepted from the form or the cookie (keys are 32-64 characters). */
const MAX_KEY = 256;

/** No inline script or style, nothing from elsewhere, no framing; sent with every catalog page. */
export const CATALOG_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const PAGE_HEADERS = {
  "content-security-policy": CATALOG_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
};

export function keyOfCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== KEY_COOKIE) continue;
    try {
      const key = decodeURIComponent(value.join("="));
      return key.length > 0 && key.length <= MAX_KEY ? key : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function keyCookie(request: FastifyRequest, key: string, maxAge: number): string {
  const secure = request.protocol === "https" ? "; Secure" : "";
  return `${KEY_COOKIE}=${encodeURIComponent(key)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

function sendPage(reply: FastifyReply, page: Html, status = 200): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).type("text/html; charset=utf-8").send(page.text);
}

/**
 * The read-only catalog at `/` (docs/catalog.md): the contract list, a contract's page and its
 * version diffs, the assets without a contract, sign-in and sign-out, the stylesheet and script.
 * A reader is the workspace of the key in their cookie; in public mode, without one, the default
 * workspace. Registered in its own fastify scope, so the form body parser serves sign-in only and
 * the API under /v0 keeps refusing what is not JSON.
 */
export function registerCatalog(
  app: FastifyInstance,
  deps: { store: Store; keys: KeyResolver; options: CatalogOptions },
): void {
  const catalog = new StoreCatalog(deps.store);
  const readerOf = async (request: FastifyRequest) => {
    const workspaceId = await deps.keys.resolve(keyOfCookie(request.headers.cookie));
    if (workspaceId) return { workspaceId, signedIn: true };
    return deps.options.public ? { workspaceId: DEFAULT_WORKSPACE_ID, signedIn: false } : undefined;
  };
  /** A page of the reader's catalog; a reader who is not signed in (nor public mode) is sent to sign in. */
  const page =
    (render: (source: CatalogSource, chrome: Chrome, request: FastifyRequest) => Promise<Html | undefined>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const reader = await readerOf(request);
      if (!reader) return reply.code(303).headers(PAGE_HEADERS).header("location", "/sign-in").send();
      const chrome: Chrome = { links: servedLinks({ signIn: true }), signedIn: reader.signedIn };
      const html = await render(catalog.of(reader.workspaceId), chrome, request);
      return html ? sendPage(reply, html) : sendPage(reply, notFoundPage(chrome), 404);
    };
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get(
      "/",
      page((source, chrome, request) => renderList(source, chrome, listQueryOf(queryOf(request)))),
    );
    scope.get(
      "/assets",
      page((source, chrome) => renderAssets(source, chrome)),
    );
    scope.get<{ Params: { id: string } }>(
      "/contracts/:id",
      page((source, chrome, request) => renderContract(source, chrome, paramId(request))),
    );
    scope.get<{ Params: { id: string } }>(
      "/contracts/:id/diff",
      page((source, chrome, request) => {
        const query = queryOf(request);
        return renderDiff(source, chrome, paramId(request), Number(query.from), Number(query.to));
      }),
    );
    registerSignIn(scope, deps);
    // Browsers ask for it on every page: an empty answer instead of a 404 in their console.
    scope.get("/favicon.ico", (_request, reply) => reply.code(204).send());
    for (const name of Object.keys(STATIC_FILES) as StaticFile[]) {
      scope.get(`/static/${name}`, (_request, reply) =>
        reply
          .headers({ "x-content-type-options": "nosniff", "cache-control": "public, max-age=300" })
          .type(STATIC_FILES[name])
          .send(staticFiles()[name]),
      );
    }
  });
}

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const paramId = (request: FastifyRequest) => (request.params as { id: string }).id;

function notFoundPage(chrome: Chrome): Html {
  return layout(
    chrome,
    "Not found",
    html`<h1>Not found</h1><p>No such contract or version in this catalog.</p>`,
  );
}

/** Sign-in takes the key from a POST form into the cookie; sign-out clears it. Neither shows the key. */
function registerSignIn(scope: FastifyInstance, deps: { keys: KeyResolver; options: CatalogOptions }): void {
  const chrome: Chrome = { links: servedLinks({ signIn: true }) };
  scope.get("/sign-in", (_request, reply) => sendPage(reply, signInPage(chrome)));
  scope.post("/sign-in", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = typeof body.key === "string" && body.key.length <= MAX_KEY ? body.key.trim() : "";
    const workspaceId = key ? await deps.keys.resolve(key) : undefined;
    if (!workspaceId) return sendPage(reply, signInPage(chrome, "That key is not valid."), 401);
    return reply
      .code(303)
      .headers(PAGE_HEADERS)
      .header("set-cookie", keyCookie(request, key, SIGN_IN_SECONDS))
      .header("location", "/")
      .send();
  });
  scope.post("/sign-out", (request, reply) =>
    reply
      .code(303)
      .headers(PAGE_HEADERS)
      .header("set-cookie", keyCookie(request, "", 0))
      .header("location", deps.options.public ? "/" : "/sign-in")
      .send(),
  );
}
