import { afterAll, describe, expect, it } from "vitest";
import { directorySource } from "../../src/schema/fs-source.js";
import { closeReaders, type ReadAsset, readAssets } from "../../src/schema/index.js";
import { repoRoot } from "../schema/golden.js";

afterAll(() => closeReaders());

const columns = (asset: ReadAsset | undefined) =>
  asset?.schema.fields?.map((f) => [
    f.name,
    f.type,
    f.constraints?.physicalType,
    f.optional === true,
    f.line,
  ]);

describe("a pg_dump of a project on a managed platform (issue 47)", () => {
  it("reads every table: extensions not shipped stand in, platform roles, RLS, publications, event triggers, labels, old settings", async () => {
    const { assets, diagnostics } = await readAssets(
      [{ path: "test/corpus/postgres/fleet-dump.sql", sourceType: "postgres" }],
      { files: directorySource(repoRoot), dataSourceOf: () => "corpus" },
    );
    // Nothing is an error; what was not replayed says so at its line.
    expect(diagnostics.map((d) => [d.severity, d.line, d.message.replace(/ \(.*$/, "")])).toEqual([
      [
        "warning",
        26,
        'session setting not replayed: unrecognized configuration parameter "old_snapshot_threshold_hint"',
      ],
      [
        "warning",
        264,
        "not replayed: it needs what postgis, vector would have created, and the embedded PostgreSQL does not ship it",
      ],
      [
        "warning",
        267,
        "not replayed: it needs what postgis, vector would have created, and the embedded PostgreSQL does not ship it",
      ],
    ]);
    expect(assets.map((a) => [a.path, a.line])).toEqual([
      ["postgres.fleet.depots", 140],
      ["postgres.fleet.manuals", 200],
      ["postgres.fleet.shifts", 214],
      ["postgres.fleet.vehicles", 182],
    ]);
    expect(columns(assets[0])).toEqual([
      ["id", "int64", "bigint", false, 141],
      ["name", "string", "extensions.citext", false, 142],
      ["boundary", "unknown", "geometry(MultiPolygon,4326)", false, 143],
      ["entrance", "unknown", "geography(Point,4326)", true, 144],
    ]);
    expect(assets[0]?.schema.doc).toBe("Where vehicles start and end their day");
    expect(assets[0]?.schema.fields?.[2]?.doc).toBe("The yard, as surveyed");
    expect(columns(assets[1])?.[3]).toEqual(["embedding", "unknown", "extensions.vector(1536)", true, 204]);
    expect(columns(assets[3])?.slice(4, 6)).toEqual([
      ["last_seen", "unknown", "geometry(Point,4326)", true, 187],
      ["route_hint", "unknown", "geometry", true, 188],
    ]);
  }, 120_000);
});
