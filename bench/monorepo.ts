// A generated monorepo as a platform team has one, deterministic from a seed so that anyone can
// re-run the monorepo bench (bench/monorepo-scale.ts) on the same files: services, each with Avro
// events, Protobuf messages, JSON Schemas, TypeScript models and SQL tables, one schema file in
// five under a contract (the rest uncontracted), four services with an ordered migration folder,
// fields of several types and sizes, nested records and messages, enums and nullable fields.
// `pullRequest` picks the ten files a typical pull request changes: breaks and additions, under
// contracts and outside them, one migration added.

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same repository. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DATA_SOURCE = "github.com/acme/mono";
const WAREHOUSE = "warehouse:5432";
/** Contracts per service: a service folder holds this many contracted assets and four times as many others. */
const CONTRACTS_PER_SERVICE = 50;
/** Schema files per contract (the issue's mix: 10,000 contracts over 50,000 schema files). */
const FILES_PER_CONTRACT = 5;
const MIGRATION_SERVICES = ["billing", "orders", "users", "catalog"] as const;
const KINDS = ["avro", "protobuf", "json_schema", "typescript", "postgres"] as const;
/** The share of each kind, in KINDS order: events and messages dominate, as in a platform monorepo. */
const KIND_WEIGHTS = [0.3, 0.25, 0.2, 0.1, 0.15];

type Kind = (typeof KINDS)[number];

/** A field as every format writes it: its type and whether it may be null. */
interface Field {
  name: string;
  type: "int64" | "string" | "boolean" | "double";
  nullable: boolean;
}

export interface Monorepo {
  files: Record<string, string>;
  /** Schema files, contracted first: `contracted[i]` is the file of contract i. */
  contracted: SchemaFile[];
  uncontracted: SchemaFile[];
  /** One migration folder per entry: its path and how many migrations it holds. */
  migrationFolders: Array<{ folder: string; count: number }>;
}

export interface SchemaFile {
  path: string;
  kind: Kind;
  name: string;
  fields: Field[];
}

export const MONOREPO_CONFIG = `# A generated monorepo (bench/monorepo.ts).
contracts: ["services/*/contracts/**/*.yaml"]
sources:
  - glob: "services/*/avro/**/*.avsc"
    type: avro
    dataSource: ${DATA_SOURCE}
  - glob: "services/*/proto/**/*.proto"
    type: protobuf
    dataSource: ${DATA_SOURCE}
  - glob: "services/*/jsonschema/**/*.schema.json"
    type: json_schema
    dataSource: ${DATA_SOURCE}
  - glob: "services/*/models/**/*.ts"
    type: typescript
    dataSource: ${DATA_SOURCE}
  - glob: "services/*/ddl/**/*.sql"
    type: postgres
    dataSource: ${WAREHOUSE}
${MIGRATION_SERVICES.map(
  (s) =>
    `  - glob: "db/${s}/migrations/*.sql"\n    type: postgres\n    dataSource: ${s}-db:5432\n    migrations: true\n`,
).join("")}`;

const TYPES: Field["type"][] = ["int64", "string", "string", "boolean", "double"];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function kindOf(random: () => number): Kind {
  let roll = random();
  for (const [i, weight] of KIND_WEIGHTS.entries()) {
    roll -= weight;
    if (roll < 0) return KINDS[i] as Kind;
  }
  return "avro";
}

function fieldsOf(random: () => number, prefix: string): Field[] {
  const count = 4 + Math.floor(random() * random() * 40);
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix}_${i}`,
    type: pick(random, TYPES),
    nullable: random() < 0.3,
  }));
}

const AVRO_TYPE = { int64: "long", string: "string", boolean: "boolean", double: "double" } as const;
const PROTO_TYPE = { int64: "int64", string: "string", boolean: "bool", double: "double" } as const;
const JSON_TYPE = { int64: "integer", string: "string", boolean: "boolean", double: "number" } as const;
const TS_TYPE = { int64: "number", string: "string", boolean: "boolean", double: "number" } as const;
const CONTRACT_TYPE = { int64: "int64", string: "string", boolean: "bool", double: "float64" } as const;
const SQL_TYPE = { int64: "bigint", string: "text", boolean: "boolean", double: "double precision" } as const;

/** The file's text in its format. */
export function schemaText(file: SchemaFile, service: string): string {
  const { fields, name } = file;
  switch (file.kind) {
    case "avro":
      return `${JSON.stringify(
        {
          type: "record",
          name,
          namespace: `com.acme.${service}`,
          fields: [
            ...fields.map((f) => ({
              name: f.name,
              type: f.nullable ? ["null", AVRO_TYPE[f.type]] : AVRO_TYPE[f.type],
              ...(f.nullable ? { default: null } : {}),
            })),
            {
              name: "meta",
              type: { type: "record", name: `${name}Meta`, fields: [{ name: "source", type: "string" }] },
            },
            { name: "state", type: { type: "enum", name: `${name}State`, symbols: ["NEW", "DONE"] } },
          ],
        },
        null,
        2,
      )}\n`;
    case "protobuf": {
      const body = fields.map(
        (f, i) => `  ${f.nullable ? "optional " : ""}${PROTO_TYPE[f.type]} ${f.name} = ${i + 1};`,
      );
      return `syntax = "proto3";\npackage acme.${service};\n\nmessage ${name} {\n${body.join("\n")}\n  message Line {\n    string sku = 1;\n    int64 quantity = 2;\n  }\n  repeated Line lines = ${fields.length + 1};\n}\n`;
    }
    case "json_schema":
      return `${JSON.stringify(
        {
          $schema: "https://json-schema.org/draft/2020-12/schema",
          title: name,
          type: "object",
          properties: Object.fromEntries(
            fields.map((f) => [
              f.name,
              { type: f.nullable ? [JSON_TYPE[f.type], "null"] : JSON_TYPE[f.type] },
            ]),
          ),
          required: fields.filter((f) => !f.nullable).map((f) => f.name),
        },
        null,
        2,
      )}\n`;
    case "typescript":
      return `export interface ${name} {\n${fields.map((f) => `  ${f.name}${f.nullable ? "?" : ""}: ${TS_TYPE[f.type]};`).join("\n")}\n}\n`;
    case "postgres":
      return `CREATE TABLE ${name} (\n${fields.map((f) => `  ${f.name} ${SQL_TYPE[f.type]}${f.nullable ? "" : " NOT NULL"}`).join(",\n")}\n);\n`;
  }
}

const FOLDER: Record<Kind, [string, string]> = {
  avro: ["avro", ".avsc"],
  protobuf: ["proto", ".proto"],
  json_schema: ["jsonschema", ".schema.json"],
  typescript: ["models", ".ts"],
  postgres: ["ddl", ".sql"],
};

export function serviceOf(path: string): string {
  return path.split("/")[1] ?? "";
}

/** The resource name the readers give the file's asset. */
export function resourceNameOf(file: SchemaFile): string {
  const service = serviceOf(file.path);
  switch (file.kind) {
    case "avro":
      return `avro://${DATA_SOURCE}:${file.path}:com.acme.${service}.${file.name}`;
    case "protobuf":
      return `protobuf://${DATA_SOURCE}:${file.path}:acme.${service}.${file.name}`;
    case "json_schema":
      return `json_schema://${DATA_SOURCE}:${file.path}`;
    case "typescript":
      return `typescript://${DATA_SOURCE}:${file.path}:${file.name}`;
    case "postgres":
      return `postgres://${WAREHOUSE}:postgres.public.${file.name}`;
  }
}

function contractYaml(index: number, file: SchemaFile, random: () => number): string {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
  // A contract names the fields consumers read: a few of the asset's, not all of them.
  const named = file.fields.filter((_, i) => i < 3 || random() < 0.3);
  const schema = named
    .map(
      (f) =>
        `  - name: ${f.name}\n    type: ${CONTRACT_TYPE[f.type]}\n${f.nullable ? "    optional: true\n" : ""}`,
    )
    .join("");
  const level = pick(random, ["BLOCK", "BLOCK", "ALERT", "NOTIFY"]);
  return `id: ${id}\nname: ${serviceOf(file.path)}.${file.name}\nowner: ${serviceOf(file.path)}@acme.example\nenforcementLevel: ${level}\nversion: "1.${index % 7}.0"\ndataAssetResourceName: ${resourceNameOf(file)}\nschema:\n${schema}`;
}

function migrations(service: string, tables: number, random: () => number): Record<string, string> {
  const files: Record<string, string> = {};
  let step = 1;
  for (let t = 0; t < tables; t++) {
    const table = `${service}_t${t}`;
    files[`db/${service}/migrations/V${step++}__create_${table}.sql`] =
      `CREATE TABLE ${table} (\n  id bigserial PRIMARY KEY,\n  name varchar(64) NOT NULL,\n  created_at timestamptz DEFAULT now()\n);\n`;
    if (random() < 0.5)
      files[`db/${service}/migrations/V${step++}__alter_${table}.sql`] =
        `ALTER TABLE ${table} ADD COLUMN note text;\n`;
  }
  return files;
}

/**
 * A repository of `contracts` contracts over `contracts * 5` schema files, in services of 50
 * contracts each; the same (contracts, seed) gives the same files.
 */
export function monorepo(contracts: number, seed = 1): Monorepo {
  const random = seededRandom(seed);
  const files: Record<string, string> = { ".github/contract-sync.yml": MONOREPO_CONFIG };
  const contracted: SchemaFile[] = [];
  const uncontracted: SchemaFile[] = [];
  for (let i = 0; i < contracts * FILES_PER_CONTRACT; i++) {
    const isContracted = i % FILES_PER_CONTRACT === 0;
    const serial = Math.floor(i / FILES_PER_CONTRACT);
    const service = `svc${String(Math.floor(serial / CONTRACTS_PER_SERVICE)).padStart(4, "0")}`;
    const kind = kindOf(random);
    const name = `${kind === "postgres" ? "t" : "R"}${i}`;
    const [folder, extension] = FOLDER[kind];
    const file: SchemaFile = {
      path: `services/${service}/${folder}/${name.toLowerCase()}${extension}`,
      kind,
      name,
      fields: fieldsOf(random, `f${i}`),
    };
    files[file.path] = schemaText(file, service);
    if (isContracted) {
      files[`services/${service}/contracts/c${serial}.yaml`] = contractYaml(serial, file, random);
      contracted.push(file);
    } else uncontracted.push(file);
  }
  // Ordered migration folders: 2% of the contracts' count in tables, spread over four services.
  const tables = Math.max(2, Math.ceil((contracts * 0.02) / MIGRATION_SERVICES.length));
  const migrationFolders = MIGRATION_SERVICES.map((service) => {
    const written = migrations(service, tables, random);
    Object.assign(files, written);
    return { folder: `db/${service}/migrations`, count: Object.keys(written).length };
  });
  return { files, contracted, uncontracted, migrationFolders };
}

/** A schema file with one field removed (a break) or one added (an addition). */
function changed(file: SchemaFile, change: "break" | "add"): SchemaFile {
  const fields =
    change === "break"
      ? file.fields.filter((_, i) => i !== 0)
      : [
          ...file.fields,
          { name: `${file.fields[0]?.name ?? "f"}_added`, type: "string" as const, nullable: true },
        ];
  return { ...file, fields };
}

/**
 * The ten files a typical pull request changes: three contracted assets broken (their first
 * field, which their contract names, removed), three contracted assets and three others gaining a
 * field, and one migration added to a folder. Each file is of a set kind, so that the pull request
 * is the same at every size (the same readers load: a .ts file starts tree-sitter, a .proto
 * protobufjs), and chosen by the seed among the repository's files of that kind.
 */
export function pullRequest(repo: Monorepo, seed = 2): Record<string, string> {
  const random = seededRandom(seed);
  const files: Record<string, string> = {};
  const take = (from: SchemaFile[], kinds: readonly Kind[], change: "break" | "add") => {
    for (const kind of kinds) {
      const ofKind = from.filter((file) => file.kind === kind && files[file.path] === undefined);
      if (ofKind.length === 0) throw new Error(`the monorepo has no ${kind} file left for its pull request`);
      const file = pick(random, ofKind);
      files[file.path] = schemaText(changed(file, change), serviceOf(file.path));
    }
  };
  take(repo.contracted, ["avro", "protobuf", "json_schema"], "break");
  take(repo.contracted, ["typescript", "postgres", "avro"], "add");
  take(repo.uncontracted, ["protobuf", "json_schema", "postgres"], "add");
  const folder = repo.migrationFolders[0] as { folder: string; count: number };
  files[`${folder.folder}/V${folder.count + 1}__add_column.sql`] =
    `ALTER TABLE ${MIGRATION_SERVICES[0]}_t0 ADD COLUMN reference text;\n`;
  return files;
}
