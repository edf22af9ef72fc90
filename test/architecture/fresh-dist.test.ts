import { mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distIsStale, ensureFreshDist } from "../e2e/fresh-dist.js";
import { tempDir } from "../support/git-repo.js";

/** A project with src/, dist/index.js and a build script that counts its runs. */
function project(): string {
  const root = tempDir("fresh-dist-");
  mkdirSync(join(root, "src"), { recursive: true });
  mkdirSync(join(root, "scripts"));
  mkdirSync(join(root, "dist"));
  writeFileSync(join(root, "src", "a.ts"), "export const a = 1;\n");
  writeFileSync(
    join(root, "scripts", "build.mjs"),
    [
      'import { appendFileSync, writeFileSync } from "node:fs";',
      "await new Promise((resolve) => setTimeout(resolve, 300));",
      'appendFileSync("builds.txt", "x");',
      'writeFileSync("dist/index.js", "// built\\n");',
    ].join("\n"),
  );
  return root;
}

describe("the e2e harness's bundle", () => {
  it("is rebuilt when src/ is newer, once for workers that ask at the same time", async () => {
    const root = project();
    writeFileSync(join(root, "dist", "index.js"), "// old\n");
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, "dist", "index.js"), past, past);
    expect(distIsStale(root)).toBe(true);
    await Promise.all([ensureFreshDist(root), ensureFreshDist(root), ensureFreshDist(root)]);
    expect(readFileSync(join(root, "builds.txt"), "utf8")).toBe("x");
    expect(readFileSync(join(root, "dist", "index.js"), "utf8")).toBe("// built\n");
    expect(distIsStale(root)).toBe(false);
  });

  it("is left alone when it is newer than src/", async () => {
    const root = project();
    writeFileSync(join(root, "dist", "index.js"), "// current\n");
    await ensureFreshDist(root);
    expect(readFileSync(join(root, "dist", "index.js"), "utf8")).toBe("// current\n");
  });
});
