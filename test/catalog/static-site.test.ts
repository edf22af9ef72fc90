// `contract-sync catalog --out DIR` over a real repository, through main() as the CLI runs it.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

describe("the static catalog", () => {
  let repo: TestRepo;
  let out: string;
  let code: number;
  let err: string;

  beforeAll(async () => {
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
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
    expect(readdirSync(out).sort()).toEqual([
      ".nojekyll",
      "assets.html",
      "catalog.css",
      "catalog.js",
      "contracts",
      "index.html",
    ]);
    expect(readdirSync(join(out, "contracts"))).toHaveLength(4);
    const index = readFileSync(join(out, "index.html"), "utf8");
    expect(index).toContain('<body data-mode="static">');
    expect(index).toContain(">4 contracts</p>");
    expect(index).toContain(">shop.orders</a>");
  });

  it("links only to its own files (relative) and to http(s) addresses", () => {
    const pages = [
      "index.html",
      "assets.html",
      ...readdirSync(join(out, "contracts")).map((f) => `contracts/${f}`),
    ];
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
    const orders = readFileSync(join(out, "contracts", "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b.html"), "utf8");
    expect(orders).toMatch(
      /<a class="external" href="https:\/\/github.com\/acme\/shop\/commit\/[0-9a-f]{40}"/,
    );
    expect(orders).toContain('href="https://github.com/acme/shop/blob/');
    expect(orders).toContain("data-platform@acme.example");
    // One version in a static site: no diff form (it needs the server).
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
