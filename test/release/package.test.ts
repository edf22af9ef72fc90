// The npm package as `npm publish` would upload it, and dist/ as `npx contract-sync` runs it.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/git-repo.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Record<string, unknown>;

interface PackResult {
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

/**
 * Packed size bound: dist/ (two ncc bundles, the vendored PGlite and grammars: 12.1 MB gzipped) plus
 * the shipped pre-initialised data directory (1.5 MB brotli), 13.6 MB in all. Raised from 12 MiB for
 * the data directory: it spares a cold runner initdb (~3.5 s) at every job without a warm cache.
 */
const MAX_PACKED_BYTES = 14 * 1024 * 1024;

describe("the npm package", () => {
  let pack: PackResult;

  beforeAll(() => {
    const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
    pack = (JSON.parse(out) as PackResult[])[0] as PackResult;
  }, 240_000);

  it("ships only dist/, the demo, action.yml, schemas/ and the documents", () => {
    const paths = pack.files.map((f) => f.path);
    const allowed =
      /^(dist\/|fixtures\/demo\/|schemas\/|action\.yml$|README\.md$|LICENSE$|CHANGELOG\.md$|package\.json$)/;
    expect(paths.filter((p) => !allowed.test(p))).toEqual([]);
    expect(paths.filter((p) => /^(test|bench|src|scripts|examples)\//.test(p))).toEqual([]);
    // `contract-sync demo` from the installed package reads its repository from here.
    expect(paths).toContain("fixtures/demo/base/contracts/orders.yaml");
    for (const needed of [
      "dist/index.js",
      "dist/cli.js",
      "action.yml",
      "LICENSE",
      "CHANGELOG.md",
      "README.md",
    ]) {
      expect(paths).toContain(needed);
    }
    expect(paths).toContain("schemas/contract-sync.config.schema.json");
    expect(paths).toContain("schemas/contract.schema.json");
    expect(paths.some((p) => p.startsWith("dist/vendor/pglite/"))).toBe(true);
    expect(paths).toContain("dist/vendor/pglite-datadir/manifest.json");
    expect(paths).toContain("dist/vendor/pglite-datadir/datadir.tar.br");
    // googleapis' common protos, read when a repository imports them from buf's deps.
    expect(paths).toContain("dist/vendor/googleapis-common-protos/google/api/annotations.proto");
    expect(paths).toContain("dist/vendor/googleapis-common-protos/LICENSE");
  });

  it("ships a data directory that is right for this build by function (.ci/run's check)", () => {
    const folder = join(ROOT, "dist/vendor/pglite-datadir");
    const out = execFileSync(process.execPath, [join(ROOT, "scripts/pglite-datadir.mjs"), "check", folder], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(out).toMatch(/right for this build/);
  }, 300_000);

  it("stays under the size bound", () => {
    expect(pack.size).toBeLessThan(MAX_PACKED_BYTES);
  });

  it("is publishable and installs nothing besides itself", () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe("MIT");
    expect(readFileSync(join(ROOT, "LICENSE"), "utf8")).toMatch(/^MIT License/);
    // dist/ bundles every runtime package (scripts/build.mjs): installing them again would only cost time.
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.bin).toEqual({ "contract-sync": "dist/cli.js" });
  });
});

describe("dist/ is self-contained", () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir("dist-copy");
    cpSync(join(ROOT, "dist"), join(dir, "dist"), { recursive: true });
  });
  afterAll(() => execFileSync("rm", ["-rf", dir]));

  it("runs the CLI from a copy outside the repository, without node_modules", () => {
    const run = (args: string[]) =>
      execFileSync(process.execPath, [join(dir, "dist/cli.js"), ...args], { cwd: dir, encoding: "utf8" });
    expect(run(["--help"])).toMatch(/^usage: contract-sync <command>/);
    expect(run(["--version"]).trim()).toBe(pkg.version);
  });

  it("runs the demo as an installed package has it: dist/ and fixtures/demo/ side by side", () => {
    cpSync(join(ROOT, "fixtures/demo"), join(dir, "fixtures/demo"), { recursive: true });
    const demo = spawnSync(process.execPath, [join(dir, "dist/cli.js"), "demo"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(demo.stderr).not.toContain("not found");
    expect(demo.stdout).toContain("this change breaks a blocking contract");
    expect(demo.status).toBe(0);
  }, 120_000);
});
