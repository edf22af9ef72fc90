// A generated monorepo as a platform team has one: `count` ACTIVE/BLOCK contracts, each over
// its own asset, a quarter each of Avro, Protobuf, JSON Schema and Postgres (tables in files of
// TABLES_PER_FILE). Used by the paged-publish tests (small) and the publish bench (1,000, 10,000).

const DATA_SOURCE = "github.com/acme/platform";
const DATABASE = "platform-db:5432";
const TABLES_PER_FILE = 50;
const KINDS = ["avro", "protobuf", "json_schema", "postgres"] as const;

export type GeneratedKind = (typeof KINDS)[number];

export interface GeneratedRepo {
  files: Record<string, string>;
  /** Resource names of the assets, in contract order. */
  assets: string[];
}

export const GENERATED_CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: ${DATA_SOURCE}
  - glob: "proto/**/*.proto"
    type: protobuf
    dataSource: ${DATA_SOURCE}
  - glob: "jsonschema/**/*.schema.json"
    type: json_schema
    dataSource: ${DATA_SOURCE}
  - glob: "db/**/*.sql"
    type: postgres
    dataSource: ${DATABASE}
`;

export function kindOf(index: number): GeneratedKind {
  return KINDS[index % KINDS.length] as GeneratedKind;
}

/** Field names of asset `index`; `revision` renames none but adds one field per revision (a change). */
function fieldNames(index: number, fields: number, revision: number): string[] {
  return Array.from({ length: fields + revision }, (_, f) => `field_${index}_${f}`);
}

/**
 * The files of a repository of `count` contracts whose assets have `fields` fields each;
 * `revisions` maps an asset's index to how many fields it gained since (10 changes: 10 entries).
 */
export function generatedRepo(
  count: number,
  fields: number,
  revisions: ReadonlyMap<number, number> = new Map(),
): GeneratedRepo {
  const files: Record<string, string> = { ".github/contract-sync.yml": GENERATED_CONFIG };
  const assets: string[] = [];
  const tables = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const names = fieldNames(i, fields, revisions.get(i) ?? 0);
    const kind = kindOf(i);
    let resource: string;
    if (kind === "avro") {
      const path = `schemas/e${i}.avsc`;
      files[path] = JSON.stringify({
        type: "record",
        name: `Event${i}`,
        namespace: "com.acme.platform",
        fields: names.map((name) => ({ name, type: "long" })),
      });
      resource = `avro://${DATA_SOURCE}:${path}:com.acme.platform.Event${i}`;
    } else if (kind === "protobuf") {
      const path = `proto/m${i}.proto`;
      const body = names.map((name, n) => `  int64 ${name} = ${n + 1};`).join("\n");
      files[path] = `syntax = "proto3";\npackage acme.platform;\n\nmessage Message${i} {\n${body}\n}\n`;
      resource = `protobuf://${DATA_SOURCE}:${path}:acme.platform.Message${i}`;
    } else if (kind === "json_schema") {
      const path = `jsonschema/s${i}.schema.json`;
      files[path] = JSON.stringify({
        type: "object",
        title: `Record${i}`,
        properties: Object.fromEntries(names.map((name) => [name, { type: "integer" }])),
        required: names,
      });
      resource = `json_schema://${DATA_SOURCE}:${path}`;
    } else {
      const file = `db/tables_${Math.floor(i / (TABLES_PER_FILE * KINDS.length))}.sql`;
      const ddl = `CREATE TABLE t${i} (\n${names.map((name) => `  ${name} bigint NOT NULL`).join(",\n")}\n);\n`;
      tables.set(file, [...(tables.get(file) ?? []), ddl]);
      resource = `postgres://${DATABASE}:postgres.public.t${i}`;
    }
    assets.push(resource);
    files[`contracts/c${i}.yaml`] = contractYaml(i, resource, fieldNames(i, fields, 0));
  }
  for (const [file, ddl] of tables) files[file] = ddl.join("\n");
  return { files, assets };
}

function contractYaml(index: number, resource: string, names: string[]): string {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
  const schema = names.map((name) => `  - name: ${name}\n    type: int64\n`).join("");
  return `id: ${id}\nname: platform.asset_${index}\nstatus: ACTIVE\nenforcementLevel: BLOCK\nversion: "1"\ndataAssetResourceName: ${resource}\nschema:\n${schema}`;
}
