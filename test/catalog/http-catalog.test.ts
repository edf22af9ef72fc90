import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/client/index.js";
import { CATALOG_CSP, KEY_COOKIE } from "../../src/server/catalog-routes.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { createApiKey } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { fillerContracts, seedCatalog } from "./seed.js";

const KEY = "catalog-test-key-0123456789abcdef";
let store: Store;
let server: RunningServer;
let publicServer: RunningServer;
let ordersId: string;
let otherKey: string;

const get = (base: RunningServer, path: string, cookie?: string) =>
  fetch(base.url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
const cookieOf = (key: string) => `${KEY_COOKIE}=${encodeURIComponent(key)}`;
const signIn = (key: string) =>
  fetch(`${server.url}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key }).toString(),
  });
const countOf = (page: string) => /<p class="count"[^>]*>([\d,]+) contracts?<\/p>/.exec(page)?.[1];

beforeAll(async () => {
  store = await openStore({});
  const common = {
    store,
    port: 0,
    apiKeys: [KEY],
    logLevel: "silent",
    delivery: false,
    keyCacheMs: 0,
  } as const;
  server = await startServer({ ...common, catalog: { public: false } });
  publicServer = await startServer({ ...common, catalog: { public: true } });
  otherKey = (await createApiKey(store, "other")).key;
  const client = createClient({ baseUrl: server.url, apiKey: KEY, retry: { maxAttempts: 1 } });
  ({ ordersId } = await seedCatalog(client, 120));
});

afterAll(async () => {
  await server?.close();
  await publicServer?.close();
  await store?.close();
});

describe("the served catalog", () => {
  it("sends a reader who has not signed in to the sign-in form, which holds no key", async () => {
    for (const path of [
      "/",
      "/assets",
      `/contracts/${ordersId}`,
      `/contracts/${ordersId}/diff?from=1&to=2`,
    ]) {
      const answer = await get(server, path);
      expect([path, answer.status, answer.headers.get("location")]).toEqual([path, 303, "/sign-in"]);
    }
    // An API key is no cookie and a cookie is no API key: the API still wants its header.
    const api = await get(server, "/v0/contracts", cookieOf(KEY));
    expect(api.status).toBe(401);
    const form = await get(server, "/sign-in");
    expect(form.headers.get("content-security-policy")).toBe(CATALOG_CSP);
    const page = await form.text();
    expect(page).toContain('<form class="sign-in" method="post" action="/sign-in">');
    expect(page).toContain('<input type="password" name="key"');
  });

  it("signs in with a key into an HttpOnly SameSite=Strict cookie, never into a URL or a page", async () => {
    const wrong = await signIn(`<b>${KEY}-wrong</b>`);
    expect(wrong.status).toBe(401);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain("That key is not valid.");
    expect(wrongPage).not.toContain(KEY);
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const right = await signIn(KEY);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/");
    const cookie = right.headers.get("set-cookie") ?? "";
    expect(cookie.split("; ")).toEqual([
      cookieOf(KEY),
      "Path=/",
      "HttpOnly",
      "SameSite=Strict",
      "Max-Age=28800",
    ]);
    const home = await get(server, "/", cookieOf(KEY));
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).not.toContain(KEY);
    expect(page).toContain('<form method="post" action="/sign-out" class="sign-out">');

    const out = await fetch(`${server.url}/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookieOf(KEY) },
    });
    expect([out.status, out.headers.get("location")]).toEqual([303, "/sign-in"]);
    expect(out.headers.get("set-cookie")).toBe(
      `${KEY_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`,
    );
  });

  it("answers each page with the policy that forbids inline script, and serves its own stylesheet and script", async () => {
    for (const path of [
      "/",
      "/assets",
      `/contracts/${ordersId}`,
      `/contracts/${ordersId}/diff?from=1&to=2`,
    ]) {
      const answer = await get(server, path, cookieOf(KEY));
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.headers.get("content-security-policy")).toBe(CATALOG_CSP);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await answer.text()).not.toMatch(/<script>|<i data-probe/);
    }
    expect(CATALOG_CSP).toContain("script-src 'self'");
    expect(CATALOG_CSP).toContain("frame-ancestors 'none'");
    const css = await get(server, "/static/catalog.css");
    expect([css.status, css.headers.get("content-type")]).toEqual([200, "text/css; charset=utf-8"]);
    const js = await get(server, "/static/catalog.js");
    expect([js.status, js.headers.get("content-type")]).toEqual([200, "text/javascript; charset=utf-8"]);
    expect(await js.text()).toContain("requestSubmit");
  });

  it("filters, searches and pages on the server", async () => {
    const page = async (query: string) => (await get(server, `/${query}`, cookieOf(KEY))).text();
    // 121 contracts: the seed's orders and 120 fillers; DRAFT ones are listed, ARCHIVED ones would not be.
    expect(countOf(await page(""))).toBe("121");
    expect(countOf(await page("?domain=finance"))).toBe("30");
    expect(countOf(await page("?status=DRAFT&level=RECORD"))).toBe("30");
    expect(countOf(await page("?owner=team3%40example.com&domain=logistics"))).toBe("5");
    const found = await page("?q=TABLE_00007");
    expect(countOf(found)).toBe("1");
    expect(found).toContain(">table_00007</a>");
    expect(await page("?q=shop.public.orders")).toContain("orders &lt;i data-probe=&quot;name&quot;");
    expect(await page("?q=nothing-like-it")).toContain("No contract matches these filters.");
    const first = await page("");
    const second = await page("?page=2");
    expect(first).toContain("page 1 of 3");
    expect(second).toContain("page 2 of 3");
    expect(second).toContain('<a href="/?page=3" rel="next">');
    expect(await page("?page=999")).toContain("page 3 of 3");
    // A facet shows its values with their counts.
    expect(first).toContain('<option value="finance">finance (30)</option>');
  });

  it("lists a contract written after the list was read (its summaries follow the contract epoch)", async () => {
    const client = createClient({ baseUrl: server.url, apiKey: KEY, retry: { maxAttempts: 1 } });
    const [late] = fillerContracts(1);
    await client.createContracts({ ...late!, contractSpec: { ...late!.contractSpec, name: "written_late" } });
    const page = await (await get(server, "/?q=written_late", cookieOf(KEY))).text();
    expect(countOf(page)).toBe("1");
    // A new version replaces its contract's summary (only the new row is read): archived, it leaves the list.
    await client.createContracts({
      ...late!,
      status: "ARCHIVED",
      contractSpec: { ...late!.contractSpec, name: "written_late" },
    });
    expect(countOf(await (await get(server, "/?q=written_late", cookieOf(KEY))).text())).toBe("0");
    expect(countOf(await (await get(server, "/?q=written_late&status=ARCHIVED", cookieOf(KEY))).text())).toBe(
      "1",
    );
  });

  it("shows a contract's page, its diffs, and 404 for what is not there", async () => {
    const contract = await (await get(server, `/contracts/${ordersId}`, cookieOf(KEY))).text();
    for (const section of [
      "Schema",
      "Versions (2)",
      "Provenance",
      "Violations (4)",
      "Waivers",
      "Accepted breaks",
      "Consumers",
      "Lineage",
    ]) {
      expect(contract).toContain(`>${section}</h2>`);
    }
    expect(contract).toContain('<svg class="lineage"');
    expect(contract).toContain("revenue_dashboard");
    const diff = await (await get(server, `/contracts/${ordersId}/diff?from=1&to=2`, cookieOf(KEY))).text();
    expect(diff).toContain("FIELD_REMOVED");
    for (const path of [
      `/contracts/${ordersId}/diff?from=0&to=2`,
      "/contracts/not-a-uuid",
      // Another id of the same shape: its first digit changed (a random id may start with 0 already).
      `/contracts/${ordersId.startsWith("0") ? "1" : "0"}${ordersId.slice(1)}`,
    ]) {
      expect([path, (await get(server, path, cookieOf(KEY))).status]).toEqual([path, 404]);
    }
    const assets = await (await get(server, "/assets", cookieOf(KEY))).text();
    expect(assets).toContain("&lt;i data-probe=&quot;asset.path&quot;");
    expect(assets).not.toContain("shop.public.orders</code>");
  });

  it("shows each workspace only its own contracts", async () => {
    const other = await (await get(server, "/", cookieOf(otherKey))).text();
    expect(countOf(other)).toBe("0");
    expect((await get(server, `/contracts/${ordersId}`, cookieOf(otherKey))).status).toBe(404);
  });

  it("in public mode shows the default workspace without sign-in", async () => {
    const home = await get(publicServer, "/");
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(countOf(page)).toBe("121");
    expect(page).not.toContain("Sign out");
    expect((await get(publicServer, `/contracts/${ordersId}`)).status).toBe(200);
  });

  it("leaves the API refusing bodies that are not JSON", async () => {
    const answer = await fetch(`${server.url}/v0/contract`, {
      method: "POST",
      headers: { "x-api-key": KEY, "content-type": "application/x-www-form-urlencoded" },
      body: "id=x",
    });
    expect(answer.status).toBe(415);
  });
});
