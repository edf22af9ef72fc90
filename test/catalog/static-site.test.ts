// `contract-sync catalog --out DIR` over a real repository, through main() as the CLI runs it.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { capture } from "../cli/run-cli.js";
import { TestRepo } from "../support/git-repo.js";
import { escapedProbe, probe } from "./seed.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
const HOSTILE_ID = "0b7c2d8e-3b4d-4e5f-8a9b-0c1d2e3f4a5c";
const ORDERS_ID = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const RETIRED_ID = "1a2b3c4d-3b4d-4e5f-8a9b-0c1d2e3f4a5d";

/** Every file of the site, relative to its root. */
const siteFiles = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).sort();

describe("the static catalog", () => {
  let repo: TestRepo;
  let out: string;
  let code: number;
  let err: string;

  beforeAll(async () => {
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    // History: a contract that a later commit deletes, and orders before its currency was dropped.
    const ordersFile = join(repo.dir, "contracts", "orders.yaml");
    const orders = readFileSync(ordersFile, "utf8");
    writeFileSync(
      join(repo.dir, "contracts", "retired.yaml"),
      `id: ${RETIRED_ID}\nname: shop.retired\ndataAssetResourceName: postgres://shop-db:5432:postgres.public.retired\nschema:\n  - name: id\n    type: int64\n`,
    );
    repo.commit("contracts as they were");
    rmSync(join(repo.dir, "contracts", "retired.yaml"));
    writeFileSync(
      ordersFile,
      orders
        .replace('version: "1.2.0"', 'version: "1.3.0"')
        .replace(/ {2}- name: currency\n {4}type: string\n/, ""),
    );
    repo.commit("orders without currency, retired gone");
    writeFileSync(join(repo.dir, "README.md"), "not a contract\n");
    repo.commit("a commit that changes no contract");
    // A contract whose every text is hostile, as a pull request could write it.
    writeFileSync(
      join(repo.dir, "contracts", "hostile.yaml"),
      [
        `id: ${HOSTILE_ID}`,
        `name: ${JSON.stringify(probe("name"))}`,
        `namespace: ${JSON.stringify(probe("domain"))}`,
        `doc: ${JSON.stringify(probe("doc"))}`,
        "dataAssetResourceName: postgres://shop-db:5432:postgres.public.hostile",
        "schema:",
        `  - name: ${JSON.stringify(probe("field.name"))}`,
        "    type: string",
        `    doc: ${JSON.stringify(probe("field.doc"))}`,
        "consumers:",
        `  - name: ${JSON.stringify(probe("consumer.name"))}`,
        "",
      ].join("\n"),
    );
    repo.commit("contracts");
    out = mkdtempSync(join(tmpdir(), "cs-catalog-site-"));
    const io = capture(repo.dir);
    code = await main(["catalog", "--out", out, "--repo-url", "https://github.com/acme/shop"], io);
    err = io.err;
  }, 120_000);

  afterAll(() => {
    repo?.cleanup();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it("writes an index, a page per contract, the stylesheet and the script", () => {
    expect([code, err]).toEqual([0, expect.stringContaining("wrote the catalog of 4 contracts")]);
    expect(err).toContain("(versions from 3 commits, 1 diffs)");
    expect(readdirSync(out).sort()).toEqual([
      ".nojekyll",
      "assets.html",
      "catalog.css",
      "catalog.js",
      "contracts",
      "index.html",
    ]);
    // The retired contract's file is gone at HEAD: archived, so neither listed nor given a page.
    expect(siteFiles(join(out, "contracts"))).toHaveLength(4 + 1);
    expect(existsSync(join(out, "contracts", `${RETIRED_ID}.html`))).toBe(false);
    const index = readFileSync(join(out, "index.html"), "utf8");
    expect(index).toContain('<body data-mode="static">');
    expect(index).toContain(">4 contracts</p>");
    expect(index).toContain(">shop.orders</a>");
    expect(index).not.toContain("shop.retired");
  });

  it("gives a contract a version per commit that changed it, and the diff between consecutive ones", () => {
    const page = readFileSync(join(out, "contracts", `${ORDERS_ID}.html`), "utf8");
    expect(page).toContain("Versions (2)");
    expect(page).toContain(`<a href="../contracts/${ORDERS_ID}/diff-1-2.html">1 → 2</a>`);
    const diff = readFileSync(join(out, "contracts", ORDERS_ID, "diff-1-2.html"), "utf8");
    expect(diff).toContain("shop.orders: version 1 → 2");
    expect(diff).toMatch(/<tr class="breaking"><td><code>currency<\/code><\/td><td>FIELD_REMOVED/);
    expect(diff).toContain("<td>version</td><td><del>1.2.0</del></td><td><ins>1.3.0</ins></td>");
    // Contracts no commit changed since the first have one version and no diff.
    const customer = siteFiles(join(out, "contracts")).filter((f) => f.includes("/"));
    expect(customer).toEqual([`${ORDERS_ID}/diff-1-2.html`]);
  });

  it("links only to its own files (relative) and to http(s) addresses", () => {
    const pages = siteFiles(out);
    expect(pages.length).toBe(2 + 4 + 1);
    for (const page of pages) {
      const text = readFileSync(join(out, page), "utf8");
      for (const [, target] of text.matchAll(/(?:href|src)="([^"]*)"/g)) {
        if (/^https:\/\//.test(target!)) continue;
        expect([page, target, existsSync(resolve(dirname(join(out, page)), target!))]).toEqual([
          page,
          target,
          true,
        ]);
      }
    }
    const orders = readFileSync(join(out, "contracts", `${ORDERS_ID}.html`), "utf8");
    expect(orders).toMatch(
      /<a class="external" href="https:\/\/github.com\/acme\/shop\/commit\/[0-9a-f]{40}"/,
    );
    expect(orders).toContain('href="https://github.com/acme/shop/blob/');
    expect(orders).toContain("data-platform@acme.example");
    // No form for a diff between any two versions (it needs the server): consecutive ones are files.
    expect(orders).not.toContain("diff-form");
  });

  it("shows a hostile contract's texts as text", () => {
    const page = readFileSync(join(out, "contracts", `${HOSTILE_ID}.html`), "utf8");
    const index = readFileSync(join(out, "index.html"), "utf8");
    for (const text of [page, index]) {
      expect(text).not.toContain("<i data-probe");
      expect(text).not.toMatch(/<script>alert/);
    }
    for (const field of ["name", "domain", "doc", "field.name", "field.doc", "consumer.name"]) {
      expect([field, page.includes(escapedProbe(field))]).toEqual([field, true]);
    }
  });
});

describe("the static catalog of a repository without a web address", () => {
  it("does not list a contract whose file a later commit deleted (publish archives only with an address)", async () => {
    const repo = TestRepo.init();
    const out = mkdtempSync(join(tmpdir(), "cs-catalog-site-"));
    try {
      const contract = (id: string, name: string) =>
        `id: ${id}\nname: ${name}\ndataAssetResourceName: postgres://db:5432:postgres.public.${name}\nschema:\n  - name: id\n    type: int64\n`;
      mkdirSync(join(repo.dir, "contracts"));
      writeFileSync(join(repo.dir, "contracts", "kept.yaml"), contract(ORDERS_ID, "kept"));
      writeFileSync(join(repo.dir, "contracts", "retired.yaml"), contract(RETIRED_ID, "retired"));
      repo.commit("two contracts");
      rmSync(join(repo.dir, "contracts", "retired.yaml"));
      writeFileSync(
        join(repo.dir, "contracts", "kept.yaml"),
        `${contract(ORDERS_ID, "kept")}doc: now documented\n`,
      );
      repo.commit("one retired, one documented");
      const io = capture(repo.dir);
      expect(await main(["catalog", "--out", out], io)).toBe(0);
      expect(io.err).toContain("wrote the catalog of 1 contracts");
      const index = readFileSync(join(out, "index.html"), "utf8");
      expect(index).toContain(">kept</a>");
      expect(index).not.toContain("retired");
      expect(existsSync(join(out, "contracts", ORDERS_ID, "diff-1-2.html"))).toBe(true);
    } finally {
      repo.cleanup();
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
