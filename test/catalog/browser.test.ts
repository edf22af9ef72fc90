import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeStaticSite } from "../../src/catalog/static-site.js";
import { StoreCatalog } from "../../src/catalog/store-source.js";
import { createClient } from "../../src/client/index.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { CHROMIUM, seedCatalog } from "./seed.js";

/** Where the pages' screenshots go, for the issue's closing note (gitignored). */
const SHOTS = join(process.cwd(), "test-output", "catalog");
const KEY = "browser-test-key-0123456789abcdef";
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let store: Store;
let server: RunningServer;
let browser: Browser;
let page: Page;
let ordersId: string;
const dialogs: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`no chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does)`);
  mkdirSync(SHOTS, { recursive: true });
  store = await openStore({});
  const launching = chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  server = await startServer({
    store,
    port: 0,
    apiKeys: [KEY],
    logLevel: "silent",
    delivery: false,
    catalog: { public: false },
  });
  const client = createClient({ baseUrl: server.url, apiKey: KEY, retry: { maxAttempts: 1 } });
  ({ ordersId } = await seedCatalog(client, 60));
  browser = await launching;
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Counts what the Content-Security-Policy refused: an injected inline script would be one.
  await page.addInitScript(
    'window.cspViolations = []; document.addEventListener("securitypolicyviolation", (e) => window.cspViolations.push(e.violatedDirective));',
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await store?.close();
});

/** The page as it stands: probes shown as text only, no script run, no serious accessibility fault; a screenshot. */
async function inspect(name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  // In the page (as text: the tests are type-checked without the DOM's types).
  const state = (await page.evaluate(`({
    injected: document.querySelectorAll("[data-probe]").length,
    inlineScripts: [...document.scripts].filter((s) => !s.src).length,
    csp: window.cspViolations,
    text: document.body.innerText,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  })`)) as { injected: number; inlineScripts: number; csp: string[]; text: string; overflow: number };
  await page.evaluate(AXE);
  const axe = (await page.evaluate(
    "axe.run().then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))",
  )) as { id: string; impact: string; nodes: number }[];
  return { ...state, serious: axe.filter((v) => v.impact === "serious" || v.impact === "critical"), axe };
}

describe("the catalog in chromium", () => {
  it("signs in through the form; the key stays out of the URL, the page and script's reach", async () => {
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    const signIn = await inspect("sign-in");
    expect(signIn.serious).toEqual([]);
    await page.getByLabel("API key").fill(KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(page.url()).not.toContain(KEY);
    expect(await page.evaluate("document.cookie")).toBe("");
    expect(await page.content()).not.toContain(KEY);
  });

  it("lists, searches and filters the contracts", async () => {
    const list = await inspect("list");
    expect(list.text).toContain("61 contracts");
    expect(list.serious).toEqual([]);
    expect([list.injected, list.inlineScripts, list.csp]).toEqual([0, 0, []]);
    // Long unbroken names, domains and assets wrap: the list is no wider than the window.
    expect(list.overflow).toBe(0);
    expect(list.text).toContain('orders <i data-probe="name">name</i><script>alert("name")</script>');
    await page.getByLabel("Search").fill("table_00042");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/q=table_00042/);
    expect(await page.locator("table.contracts tbody tr").count()).toBe(1);
    // The script submits a changed filter (no button press): the server filters.
    await page.getByLabel("Search").fill("");
    await page.getByLabel("Domain").selectOption("finance");
    await page.waitForURL(/domain=finance/);
    expect(await page.locator("[data-count]").textContent()).toBe("15 contracts");
    await inspect("list-filtered");
  });

  it("opens a contract: schema tree, provenance, violations, waivers, consumers, and the lineage picture", async () => {
    await page.goto(`${server.url}/?q=orders`);
    await page.getByRole("link", { name: /^orders / }).click();
    await page.waitForURL(`${server.url}/contracts/${ordersId}`);
    const contract = await inspect("contract");
    expect([contract.injected, contract.inlineScripts, contract.csp, contract.overflow]).toEqual([
      0,
      0,
      [],
      0,
    ]);
    expect(contract.serious).toEqual([]);
    for (const text of [
      "legacy_code",
      "deprecated",
      "decimal128 (Decimal)",
      "Violations (4)",
      "2030-01-31",
    ]) {
      expect(contract.text).toContain(text);
    }
    expect(contract.text).toContain('<i data-probe="waiver.reason">');
    expect(contract.text).toContain("javascript:alert('prLink')");
    expect(await page.locator("a[href^='javascript']").count()).toBe(0);
    const lineage = page.locator("svg.lineage");
    expect(await lineage.isVisible()).toBe(true);
    const box = (await lineage.boundingBox())!;
    expect(box.width).toBeGreaterThan(400);
    expect(await lineage.locator("g.node.component").count()).toBe(4);
    expect(await lineage.locator("path.edge").count()).toBeGreaterThanOrEqual(6);
    await lineage.screenshot({ path: join(SHOTS, "lineage.png") });
  });

  it("shows the diff between two versions", async () => {
    await page.getByLabel("From version").selectOption("1");
    await page.getByLabel("to version").selectOption("2");
    await page.getByRole("button", { name: "Show the diff" }).click();
    await page.waitForURL(/\/diff\?from=1&to=2/);
    const diff = await inspect("diff");
    expect(diff.serious).toEqual([]);
    expect(diff.text).toMatch(/state\s+FIELD_REMOVED/);
    expect(diff.text).toMatch(/id\s+NULLABILITY_CHANGED\s+required\s+optional/);
  });

  it("shows the assets without a contract, and no dialog ever opened", async () => {
    await page.getByRole("link", { name: "Assets without a contract" }).click();
    await page.waitForURL(`${server.url}/assets`);
    const assets = await inspect("assets");
    expect(assets.serious).toEqual([]);
    expect([assets.injected, assets.csp]).toEqual([0, []]);
    expect(assets.text).toContain('<i data-probe="asset.path">');
    expect(dialogs).toEqual([]);
  });

  it("has the browser refuse an inline script put into a page (the policy is in force)", async () => {
    await page.evaluate(
      'const s = document.createElement("script"); s.textContent = "alert(\'injected\')"; document.body.append(s);',
    );
    await page.waitForFunction("window.cspViolations.length > 0");
    expect(await page.evaluate("window.cspViolations")).toEqual(["script-src-elem"]);
    expect(dialogs).toEqual([]);
  });

  it("filters the static site's list in the page (its script) and links a version's diff, from the same store", async () => {
    const site = join(SHOTS, "static-site");
    await writeStaticSite(new StoreCatalog(store).of(DEFAULT_WORKSPACE_ID), site);
    await page.goto(`file://${join(site, "index.html")}`);
    expect(await page.locator("[data-count]").textContent()).toBe("61 contracts");
    await page.getByLabel("Domain").selectOption("finance");
    await page.getByLabel("Search").fill("table_0004");
    expect(await page.locator("[data-count]").textContent()).toBe("3 contracts");
    expect(await page.locator("table.contracts tbody tr:not([hidden])").count()).toBe(3);
    await page.screenshot({ path: join(SHOTS, "static-list-filtered.png") });
    await page.getByRole("link", { name: "table_00041" }).click();
    expect(await page.locator("h1").textContent()).toBe("table_00041");
    // A contract's versions link the static diff between consecutive ones (a file).
    await page.goto(`file://${join(site, "contracts", `${ordersId}.html`)}`);
    await page.getByRole("link", { name: "1 → 2" }).click();
    await page.waitForURL(/diff-1-2\.html$/);
    const diff = await inspect("static-diff");
    expect([diff.serious, diff.injected, diff.csp]).toEqual([[], 0, []]);
    expect(diff.text).toMatch(/state\s+FIELD_REMOVED/);
    expect(dialogs).toEqual([]);
  });
});
