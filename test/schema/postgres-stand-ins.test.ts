import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, type ReadAsset, readAssets } from "../../src/schema/index.js";

afterAll(() => closeReaders());

async function read(text: string, path = "db/structure.sql") {
  return readAssets([{ path, sourceType: "postgres" }], {
    files: memorySource({ [path]: text }),
    dataSourceOf: () => "db",
  });
}

const columns = (asset: ReadAsset | undefined) =>
  asset?.schema.fields?.map((f) => [f.name, f.type, f.constraints?.physicalType]);
const errors = (diagnostics: { severity: string }[]) => diagnostics.filter((d) => d.severity === "error");

/**
 * Every extension the embedded engine does not ship, as projects create it (or leave it to the
 * platform), and its types as tables use them: each table is read, each such column an opaque
 * `unknown` whose physical type is the type as written.
 */
const OPAQUE: { name: string; sql: string; written: string[]; physical: string[] }[] = [
  {
    name: "PostGIS, typmods of words and numbers, arrays, qualified",
    sql: "CREATE EXTENSION IF NOT EXISTS postgis WITH SCHEMA public;",
    written: [
      "geometry(Polygon,4326)",
      "geometry",
      "geography(Point, 4326)",
      "public.geometry(MultiPolygon,4326)",
      "geometry(Point,4326)[]",
      "box2d",
      "box3d",
      "GEOMETRY(LineString,3857)",
    ],
    physical: [
      "geometry(Polygon,4326)",
      "geometry",
      "geography(Point,4326)",
      "geometry(MultiPolygon,4326)",
      "geometry(Point,4326)[]",
      "box2d",
      "box3d",
      "geometry(LineString,3857)",
    ],
  },
  {
    name: "PostGIS in a schema of its own",
    sql: "CREATE SCHEMA gis;\nCREATE EXTENSION postgis SCHEMA gis;",
    written: ["gis.geometry(Polygon,4326)", "gis.geography"],
    physical: ["gis.geometry(Polygon,4326)", "gis.geography"],
  },
  {
    name: "postgis_raster",
    sql: "CREATE EXTENSION postgis_raster;",
    written: ["raster"],
    physical: ["raster"],
  },
  {
    name: "pgvector in public",
    sql: "CREATE EXTENSION vector;",
    written: ["vector(1536)", "halfvec(3)", "sparsevec(5)", "vector"],
    physical: ["vector(1536)", "halfvec(3)", "sparsevec(5)", "vector"],
  },
  {
    name: "pgvector in Supabase's extensions schema",
    sql: "create extension if not exists vector with schema extensions;",
    written: ["extensions.vector(1536)", "vector(3)"],
    physical: ["extensions.vector(1536)", "extensions.vector(3)"],
  },
  {
    name: "pgvector created by the platform, not in the files",
    sql: "",
    written: ["extensions.vector(384)"],
    physical: ["extensions.vector(384)"],
  },
  {
    name: "ip4r, semver, h3",
    sql: "CREATE EXTENSION ip4r; CREATE EXTENSION semver; CREATE EXTENSION h3;",
    written: ["ip4r", "ip6", "semver", "h3index"],
    physical: ["ip4r", "ip6", "semver", "h3index"],
  },
  {
    name: "an extension nobody knows, its types with and without modifiers",
    sql: 'CREATE EXTENSION IF NOT EXISTS "acme-geo" WITH SCHEMA public CASCADE;',
    written: ["acme_point", "acme_point(2)", "acme_shape(Square,3)", "acme_point[]"],
    physical: ["acme_point", "acme_point(2)", "acme_shape(Square,3)", "acme_point[]"],
  },
];

describe("extensions the embedded PostgreSQL does not ship: opaque stand-ins (issue 47)", () => {
  for (const { name, sql, written, physical } of OPAQUE) {
    it(name, async () => {
      const cols = written.map((type, i) => `  c${i} ${type}`).join(",\n");
      const { assets, diagnostics } = await read(
        `${sql}\nCREATE TABLE places (\n  id bigint NOT NULL,\n${cols}\n);\nCREATE TABLE users (id bigint NOT NULL, name text NOT NULL);\n`,
      );
      expect(errors(diagnostics)).toEqual([]);
      expect(assets.map((a) => a.path)).toEqual(["postgres.public.places", "postgres.public.users"]);
      const places = assets[0];
      expect(columns(places)?.slice(1)).toEqual(
        physical.map((p, i) => [`c${i}`, p.endsWith("[]") ? "list" : "unknown", p]),
      );
      expect(places?.schema.fields?.slice(1).map((f) => f.line)).toEqual(
        written.map((_, i) => sql.split("\n").length + 3 + i),
      );
    }, 120_000);
  }

  it("the minimal case of the issue: a PostGIS table beside a plain one, both read, no error", async () => {
    const { assets, diagnostics } = await read(
      "CREATE EXTENSION IF NOT EXISTS postgis; CREATE TABLE zones (id bigint, zone geometry(Polygon,4326));\nCREATE TABLE users (id bigint NOT NULL, name text NOT NULL);\n",
    );
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => [a.path, columns(a)])).toEqual([
      [
        "postgres.public.users",
        [
          ["id", "int64", "bigint"],
          ["name", "string", "text"],
        ],
      ],
      [
        "postgres.public.zones",
        [
          ["id", "int64", "bigint"],
          ["zone", "unknown", "geometry(Polygon,4326)"],
        ],
      ],
    ]);
  }, 120_000);

  it("keeps failing closed where no extension explains a name: a type nobody creates is an error", async () => {
    const { assets, diagnostics } = await read(
      "CREATE TABLE t (id int, a strng);\nCREATE TABLE u (id int);\n",
    );
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.u"]);
    expect(diagnostics).toMatchObject([
      { severity: "error", line: 1, message: expect.stringContaining('type "strng"') },
    ]);
  }, 120_000);

  it("stands in the functions such an extension would have created in defaults, generated columns and checks", async () => {
    const { assets, diagnostics } = await read(
      [
        "CREATE EXTENSION postgis;",
        "CREATE TABLE parcels (",
        "  id bigint PRIMARY KEY,",
        "  shape geometry(Polygon,4326) NOT NULL CHECK (st_isvalid(shape)),",
        "  centre geometry DEFAULT st_setsrid(st_makepoint(0, 0), 4326),",
        "  area double precision GENERATED ALWAYS AS (st_area(shape)) STORED",
        ");",
        "",
      ].join("\n"),
    );
    expect(diagnostics).toEqual([]);
    expect(columns(assets[0])).toEqual([
      ["id", "int64", "bigint"],
      ["shape", "unknown", "geometry(Polygon,4326)"],
      ["centre", "unknown", "geometry"],
      ["area", "float64", "double precision"],
    ]);
    expect(assets[0]?.schema.fields?.[1]?.optional).toBeUndefined();
  }, 120_000);

  // What only decorates a table and needs what the extension would have made: skipped with a warning.
  const DECORATIONS = [
    "CREATE INDEX zones_zone ON zones USING gist (zone);",
    "CREATE INDEX zones_zone_nd ON zones USING gist (zone gist_geometry_ops_nd);",
    "CREATE INDEX zones_near ON zones USING spgist (zone) WHERE zone && st_makeenvelope(0, 0, 1, 1, 4326);",
    "CREATE POLICY inside ON zones USING (zone && st_makeenvelope(0, 0, 1, 1, 4326));",
    "CREATE TRIGGER zones_fix BEFORE INSERT ON zones FOR EACH ROW EXECUTE FUNCTION postgis_fix_geometry();",
    "ALTER TABLE zones ADD CONSTRAINT no_overlap EXCLUDE USING gist (zone WITH &&);",
    "CREATE VIEW zone_areas AS SELECT id, zone <-> st_point(0, 0) AS distance FROM zones;",
  ];
  it("skips each statement that only decorates a table and needs the extension, with a warning at its line", async () => {
    const { assets, diagnostics } = await read(
      [
        "CREATE EXTENSION postgis;",
        "CREATE TABLE zones (id bigint NOT NULL, zone geometry(Polygon,4326));",
        ...DECORATIONS,
        "",
      ].join("\n"),
    );
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.zones"]);
    expect(diagnostics).toEqual(
      DECORATIONS.map((_, i) => ({
        file: "db/structure.sql",
        line: i + 3,
        severity: "warning",
        message: expect.stringMatching(
          /^not replayed: it needs what postgis would have created, and the embedded PostgreSQL does not ship it \(.*\); the tables it names are read$/,
        ),
      })),
    );
    // The type as written in the message, not the stand-in's quoted name.
    expect(diagnostics[0]?.message).toContain(
      "data type geometry(Polygon,4326) has no default operator class",
    );
  }, 120_000);

  // Run for what its calls do: an unshipped extension's function may change any table.
  const CALLS = [
    "SELECT dblink_exec('dbname=shop', 'ALTER TABLE public.zones DROP COLUMN zone');",
    "SELECT cron.schedule('drop', '* * * * *', 'ALTER TABLE zones DROP COLUMN zone');",
    "SELECT * FROM dblink_exec('ALTER TABLE zones DROP COLUMN zone');",
    "WITH x AS (SELECT 1) SELECT dblink_exec('ALTER TABLE zones DROP COLUMN zone') FROM x;",
    "CALL drop_zone_column();",
  ];
  it("keeps a failing statement run for its calls an error, stood in for nothing, at its line", async () => {
    const { assets, diagnostics } = await read(
      [
        "CREATE EXTENSION postgis;",
        "CREATE EXTENSION IF NOT EXISTS dblink;",
        "CREATE EXTENSION IF NOT EXISTS pg_cron;",
        "CREATE TABLE zones (id bigint NOT NULL, zone geometry(Polygon,4326));",
        ...CALLS,
        "",
      ].join("\n"),
    );
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.zones"]);
    expect(diagnostics.map((d) => [d.severity, d.line])).toEqual(CALLS.map((_, i) => ["error", i + 5]));
    expect(diagnostics[0]?.message).toMatch(
      /function dblink_exec\(unknown, unknown\) does not exist: the statement runs what the embedded PostgreSQL does not have/,
    );
  }, 120_000);

  it("keeps such a statement an error where the read stands nothing in", async () => {
    const { diagnostics } = await read(
      "CREATE TABLE notes (id bigint NOT NULL, body text);\nCREATE INDEX notes_body ON notes USING gist (body);\n",
    );
    expect(diagnostics).toMatchObject([{ severity: "error", line: 2 }]);
  }, 120_000);
});

/** Statements that name roles the database they were written for has and this one does not. */
const ROLES = [
  "CREATE POLICY own ON notes FOR SELECT TO authenticated USING (true);",
  "CREATE POLICY pub ON notes FOR SELECT TO anon, service_role USING (true);",
  "CREATE POLICY mine ON notes TO app_user USING (true);",
  "CREATE POLICY mine ON notes USING (true);\nALTER POLICY mine ON notes TO app_user, app_admin;",
  "CREATE SCHEMA reporting AUTHORIZATION reporter;",
  "ALTER TABLE notes OWNER TO rails;",
  "ALTER SCHEMA public OWNER TO pg_database_owner_elsewhere;",
  "GRANT SELECT, INSERT ON notes TO app_user;",
  "REVOKE ALL ON notes FROM PUBLIC;",
  "ALTER DEFAULT PRIVILEGES FOR ROLE deployer IN SCHEMA public GRANT SELECT ON TABLES TO reader;",
  "ALTER ROLE reader SET statement_timeout = '5s';",
  "COMMENT ON ROLE reader IS 'read only';",
  "SET ROLE deployer;",
  "SET SESSION AUTHORIZATION deployer;",
];

describe("roles a statement names that do not exist stand in (issue 47)", () => {
  it.each(ROLES)(
    "%s",
    async (statement) => {
      const { assets, diagnostics } = await read(
        `CREATE TABLE notes (id bigint PRIMARY KEY, body text);\nALTER TABLE notes ENABLE ROW LEVEL SECURITY;\n${statement}\nCREATE TABLE later (id int);\n`,
      );
      expect(diagnostics).toEqual([]);
      expect(assets.map((a) => a.path)).toEqual(["postgres.public.later", "postgres.public.notes"]);
    },
    120_000,
  );
});
