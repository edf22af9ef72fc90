import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distIsStale, freshDist, scratchDist } from "../e2e/fresh-dist.js";
import { tempDir } from "../support/git-repo.js";

/** A project with src/, dist/index.js and a build script that counts its runs and honours --out. */
function project(): string {
  const root = tempDir("fresh-dist-");
  mkdirSync(join(root, "src"), { recursive: true });
  mkdirSync(join(root, "scripts"));
  mkdirSync(join(root, "dist"));
  writeFileSync(join(root, "src", "a.ts"), "export const a = 1;\n");
  writeFileSync(
    join(root, "scripts", "build.mjs"),
    [
      'import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";',
      'const out = process.argv[process.argv.indexOf("--out") + 1] ?? "dist";',
      "await new Promise((resolve) => setTimeout(resolve, 300));",
      'appendFileSync("builds.txt", "x");',
      "mkdirSync(out, { recursive: true });",
      'writeFileSync(out + "/index.js", "// built\\n");',
    ].join("\n"),
  );
  return root;
}

describe("the e2e harness's bundle", () => {
  it("is built in a temp folder when src/ is newer, once for workers that ask at the same time, and dist/ is left as it was", async () => {
    const root = project();
    writeFileSync(join(root, "dist", "index.js"), "// old\n");
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, "dist", "index.js"), past, past);
    expect(distIsStale(root)).toBe(true);
    try {
      const dists = await Promise.all([freshDist(root), freshDist(root), freshDist(root)]);
      expect(new Set(dists)).toEqual(new Set([scratchDist(root)]));
      expect(scratchDist(root).startsWith(root)).toBe(false);
      expect(readFileSync(join(root, "builds.txt"), "utf8")).toBe("x");
      expect(readFileSync(join(scratchDist(root), "index.js"), "utf8")).toBe("// built\n");
      // The tracked bundle is not touched: a test run leaves the working tree clean.
      expect(readFileSync(join(root, "dist", "index.js"), "utf8")).toBe("// old\n");
      // Fresh now: the next run reuses it without building.
      expect(await freshDist(root)).toBe(scratchDist(root));
      expect(readFileSync(join(root, "builds.txt"), "utf8")).toBe("x");
    } finally {
      rmSync(join(scratchDist(root), ".."), { recursive: true, force: true });
    }
  });

  it("is the committed dist/ when it is newer than src/, and nothing is built", async () => {
    const root = project();
    writeFileSync(join(root, "dist", "index.js"), "// current\n");
    expect(await freshDist(root)).toBe(join(root, "dist"));
    expect(readFileSync(join(root, "dist", "index.js"), "utf8")).toBe("// current\n");
    expect(existsSync(join(root, "builds.txt"))).toBe(false);
  });

  it("waits for a lock whose builder lives however old it is, and takes over one whose builder is gone", async () => {
    const root = project();
    writeFileSync(join(root, "dist", "index.js"), "// old\n");
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, "dist", "index.js"), past, past);
    const lock = `${scratchDist(root)}.lock`;
    const hour = new Date(Date.now() - 3_600_000);
    try {
      // An hour-old lock held by a live process (this one): no build while it stands.
      mkdirSync(lock, { recursive: true });
      writeFileSync(join(lock, "pid"), String(process.pid));
      utimesSync(lock, hour, hour);
      const waiting = freshDist(root);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(existsSync(join(root, "builds.txt"))).toBe(false);
      // Its builder gone (a pid no process has): the next look takes the lock and builds.
      writeFileSync(join(lock, "pid"), "2147483646");
      expect(await waiting).toBe(scratchDist(root));
      expect(readFileSync(join(root, "builds.txt"), "utf8")).toBe("x");
      expect(existsSync(lock)).toBe(false);
    } finally {
      rmSync(join(scratchDist(root), ".."), { recursive: true, force: true });
    }
  });
});
