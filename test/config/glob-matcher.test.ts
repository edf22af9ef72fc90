// The config's glob matcher answers as picomatch's own matcher (with dot files included) without its
// per-call result objects: the same answer for every glob and path below, which cover picomatch's
// syntax (stars and globstars, braces, classes, extglobs, negation, dots, escapes) and odd paths.
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { globMatcher } from "../../src/config/config.js";

const GLOBS = [
  "contracts/**/*.yaml",
  "services/*/contracts/**/*.{yaml,yml}",
  "**/*.avsc",
  "db/migrations/*.sql",
  "db/migrations",
  "schemas/[a-c]*.proto",
  "schemas/!(legacy)*.json",
  "models/**/@(user|order).ts",
  "!vendor/**",
  ".github/contract-sync.yml",
  "**/.hidden/*",
  "a\\*b.sql",
  "src/**",
  "*.sql",
  "x/?.avsc",
];

const PATHS = [
  "",
  "contracts/orders.yaml",
  "contracts/nested/deep/orders.yaml",
  "contracts/.dot.yaml",
  "services/billing/contracts/a.yml",
  "services/billing/contracts/sub/b.yaml",
  "services/billing/x/contracts/c.yaml",
  "event.avsc",
  "a/b/c/event.avsc",
  ".hidden/x.avsc",
  "db/migrations/V1__init.sql",
  "db/migrations",
  "db/migrations/nested/V2.sql",
  "schemas/a1.proto",
  "schemas/d1.proto",
  "schemas/legacy_x.json",
  "schemas/current.json",
  "models/app/user.ts",
  "models/order.ts",
  "models/other.ts",
  "vendor/lib/x.sql",
  "top.sql",
  ".github/contract-sync.yml",
  "deep/.hidden/file",
  "a*b.sql",
  "axb.sql",
  "src",
  "src/x/y.ts",
  "x/1.avsc",
  "x/12.avsc",
  "ü/ñ.sql",
  "with space/a b.avsc",
];

describe("globMatcher", () => {
  it("answers as picomatch(globs, { dot: true }) for each glob alone and for all of them together", () => {
    for (const globs of [...GLOBS.map((glob) => [glob]), GLOBS, ["**/*.sql", "!**/*.sql"]]) {
      const ours = globMatcher(globs);
      const theirs = picomatch(globs, { dot: true });
      for (const path of PATHS) expect(ours(path), `${JSON.stringify(globs)} ${path}`).toBe(theirs(path));
    }
  });

  it("matches a path that is its glob word for word, as picomatch does", () => {
    // picomatch compares the path with the glob before its regular expression.
    expect(globMatcher(["a[b].sql"])("a[b].sql")).toBe(picomatch("a[b].sql", { dot: true })("a[b].sql"));
    expect(globMatcher(["a[b].sql"])("a[b].sql")).toBe(true);
  });
});
