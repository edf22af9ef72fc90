import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { extensionBundle, PGLITE_EXTENSIONS, shipsExtension } from "../../src/pglite/host-types.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";

afterAll(() => closeReaders());

const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));

/** The extensions a contrib bundle holds: the `.control` files named in its tar headers. */
function controlFiles(bundle: string): string[] {
  const tar = gunzipSync(readFileSync(join(dist, bundle)));
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar.toString("utf8", at, at + 100).replace(/\0.*$/s, "");
    if (name === "") break;
    const size = Number.parseInt(
      tar
        .toString("utf8", at + 124, at + 136)
        .replace(/\0.*$/s, "")
        .trim() || "0",
      8,
    );
    const control = /([^/]+)\.control$/.exec(name)?.[1];
    if (control) names.push(control);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe("the extensions the embedded PostgreSQL ships (issue 47)", () => {
  it("lists exactly the extensions of @electric-sql/pglite's contrib bundles, each in the bundle named for it", () => {
    const bundles = readdirSync(dist).filter((f) => f.endsWith(".tar.gz"));
    const shipped = bundles.flatMap((bundle) =>
      controlFiles(bundle).map((name) => ({ name, bundle: bundle.replace(/\.tar\.gz$/, "") })),
    );
    expect(shipped.map((s) => s.name).sort()).toEqual([...PGLITE_EXTENSIONS].sort());
    for (const { name, bundle } of shipped) expect(extensionBundle(name)).toBe(bundle);
    expect(shipsExtension("plpgsql")).toBe(true);
    expect(shipsExtension("postgis")).toBe(false);
  });

  it("creates every one of them: a migration per extension, each followed by a table, all read", async () => {
    const files: Record<string, string> = {};
    PGLITE_EXTENSIONS.forEach((name, i) => {
      const table = `t_${name.replace(/\W/g, "_")}`;
      files[`db/migrations/${String(i + 1).padStart(3, "0")}_${table}.sql`] =
        `CREATE EXTENSION IF NOT EXISTS "${name}";\nCREATE TABLE ${table} (id int PRIMARY KEY);\n`;
    });
    const { assets, diagnostics } = await readAssets([{ path: "db/migrations", sourceType: "postgres" }], {
      files: memorySource(files),
      dataSourceOf: () => "db",
    });
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path).sort()).toEqual(
      PGLITE_EXTENSIONS.map((n) => `postgres.public.t_${n.replace(/\W/g, "_")}`).sort(),
    );
  }, 300_000);

  it("creates one that needs another (earthdistance: cube) as a server with both installed does", async () => {
    const { assets, diagnostics } = await readAssets([{ path: "geo.sql", sourceType: "postgres" }], {
      files: memorySource({
        "geo.sql": "CREATE EXTENSION earthdistance;\nCREATE TABLE places (id int, at earth, box cube);\n",
      }),
      dataSourceOf: () => "db",
    });
    expect(diagnostics).toEqual([]);
    // earth is a domain over cube: the base's tree, the domain named.
    expect(
      assets[0]?.schema.fields?.map((f) => [f.name, f.constraints?.physicalType, f.constraints?.domain]),
    ).toEqual([
      ["id", "integer", undefined],
      ["at", "cube", "earth"],
      ["box", "cube", undefined],
    ]);
  }, 300_000);
});
