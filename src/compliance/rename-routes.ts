import type { SchemaNode } from "../api/schema-node.js";
import type { SourceType } from "../api/source-types.js";
import { describeType, numberConstraint } from "./compat.js";

/**
 * The non-breaking way to rename a field in a format, with the names filled in: what to do, and
 * the code to write. The text is data (names from the pull request): the report renders it inert.
 */
export interface RenameRoute {
  /** The format's name, as the comment says it ("Avro", "Protobuf", "PostgreSQL", "Java"). */
  format: string;
  /** One or two sentences: the route. */
  advice: string;
  /** Fence info string of `code` (json, protobuf, sql, java, ...). */
  language: string;
  code: string;
}

/** What a route needs of the asset and the two fields. */
export interface RenameSite {
  sourceType: SourceType;
  /** The asset's path in its resource name (`db.schema.table` for SQL). */
  path: string;
  /** The file that declares it (`.avdl` is Avro IDL). */
  file: string;
  from: SchemaNode;
  to: SchemaNode;
}

/** A string literal in the C family (Java, Kotlin, Swift, Go, JSON, Python): quotes and backslashes escaped. */
const literal = (text: string): string => JSON.stringify(text);

/** A Protobuf string literal: escapes as JSON (protoc reads \" and \\ alike). */
const protoString = literal;

function physical(node: SchemaNode): string {
  const declared = node.constraints?.physicalType;
  return typeof declared === "string" && declared !== "" ? declared : describeType(node);
}

/** A SQL identifier quoted for its dialect: a quote inside is doubled, so no name can end it. */
export function quoteIdentifier(sourceType: SourceType, name: string): string {
  if (sourceType === "mysql") return `\`${name.replace(/`/g, "``")}\``;
  if (sourceType === "mssql") return `[${name.replace(/]/g, "]]")}]`;
  return `"${name.replace(/"/g, '""')}"`;
}

/** A SQL type as the reader gave it, kept only when it is made of type characters (else the field's type). */
function sqlType(node: SchemaNode): string {
  const type = physical(node);
  return /^[\w\s(),.]+$/.test(type) ? type : "/* the column's type */";
}

/** A trigger that keeps both columns filled on every write, whichever one the writer sets. */
function postgresSync(table: string, tableName: string, oldName: string, newName: string): string[] {
  const q = (name: string) => quoteIdentifier("postgres", name);
  const [o, n] = [q(oldName), q(newName)];
  const name = q(`${tableName}_${newName}_sync`);
  const body = [
    `BEGIN`,
    `  IF TG_OP = 'INSERT' THEN`,
    `    NEW.${n} := COALESCE(NEW.${n}, NEW.${o});`,
    `    NEW.${o} := COALESCE(NEW.${o}, NEW.${n});`,
    `  ELSIF NEW.${o} IS DISTINCT FROM OLD.${o} THEN`,
    `    NEW.${n} := NEW.${o};`,
    `  ELSE`,
    `    NEW.${o} := NEW.${n};`,
    `  END IF;`,
    `  RETURN NEW;`,
    `END`,
  ];
  // A dollar quote no name inside the body can end.
  let tag = "$sync$";
  for (let k = 1; body.some((line) => line.includes(tag)); k++) tag = `$sync${k}$`;
  return [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS ${tag}`,
    ...body.slice(0, -1),
    `END ${tag};`,
    `CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${table}`,
    `  FOR EACH ROW EXECUTE FUNCTION ${name}();`,
  ];
}

function sqlRoute(site: RenameSite): RenameRoute {
  const { sourceType } = site;
  const q = (name: string) => quoteIdentifier(sourceType, name);
  const parts = site.path.split(".");
  const table = parts.slice(-2).map(q).join(".");
  const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
  const [oldCol, newCol] = [q(oldName), q(newName)];
  const format = sourceType === "mysql" ? "MySQL" : sourceType === "mssql" ? "SQL Server" : "PostgreSQL";
  const sync =
    sourceType === "postgres"
      ? postgresSync(table, parts.at(-1) ?? "t", oldName, newName)
      : [`-- keep both columns filled on every write (a trigger, or the writers) until step 3`];
  const code = [
    `-- 1. expand: add the new column beside the old one, filled from it`,
    `ALTER TABLE ${table} ADD ${sourceType === "mssql" ? "" : "COLUMN "}${newCol} ${sqlType(site.from)};`,
    `UPDATE ${table} SET ${newCol} = ${oldCol};`,
    ...sync,
    `-- 2. move every reader and writer to ${newCol}`,
    `-- 3. contract, in a later pull request (with the contract changed to the new name):`,
    `-- ALTER TABLE ${table} DROP COLUMN ${oldCol};`,
  ].join("\n");
  return {
    format,
    advice: `Expand and contract instead of renaming in place: add the new column, keep the old one filled while its readers move, and drop it later.`,
    language: "sql",
    code,
  };
}

function avroRoute(site: RenameSite): RenameRoute {
  const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
  const idl = site.file.toLowerCase().endsWith(".avdl");
  return {
    format: idl ? "Avro IDL" : "Avro",
    advice: `Keep the rename and give the new field the old name as an alias: Avro schema resolution then reads data written under the old name into the new field.`,
    language: idl ? "java" : "json",
    code: idl
      ? `@aliases([${literal(oldName)}]) ${physical(site.to)} ${newName};`
      : `"name": ${literal(newName)}, "aliases": [${literal(oldName)}]`,
  };
}

function protobufRoute(site: RenameSite): RenameRoute {
  const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
  const number = numberConstraint(site.from, "fieldNumber");
  const oldJson = site.from.constraints?.json_name ?? site.from.constraints?.jsonName;
  const keepJson = typeof oldJson === "string" ? oldJson : defaultJson(oldName);
  return {
    format: "Protobuf",
    advice: `Keep the field number${number === undefined ? "" : ` ${number}`} (the binary encoding) and the old JSON name with json_name, and reserve the old name so no other field takes it; or keep the old name.`,
    language: "protobuf",
    code: [
      `reserved ${protoString(oldName)};`,
      `${physical(site.to)} ${newName} = ${number ?? "/* the old field's number */"} [json_name = ${protoString(keepJson)}];`,
    ].join("\n"),
  };
}

/** protoc's default JSON name: lowerCamelCase of the field name. */
function defaultJson(name: string): string {
  return name.replace(/_+([a-z0-9])?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ""));
}

/** Code models: the serialisation name that keeps the old key on the wire, as the reader's language spells it. */
const CODE_ROUTES: Partial<
  Record<SourceType, (oldName: string, newName: string, type: string) => RenameRoute>
> = {
  java: (o, n, t) => ({
    format: "Java",
    advice: "Rename the field in code and keep its serialised name:",
    language: "java",
    code: `@JsonProperty(${literal(o)})\n${t} ${n};`,
  }),
  kotlin: (o, n, t) => ({
    format: "Kotlin",
    advice:
      "Rename the property in code and keep its serialised name (SerialName for kotlinx.serialization, field:JsonProperty for Jackson):",
    language: "kotlin",
    code: `@SerialName(${literal(o)})\nval ${n}: ${t}`,
  }),
  python: (o, n, t) => ({
    format: "Python",
    advice: "Rename the attribute in code and keep its serialised name with a pydantic alias:",
    language: "python",
    code: `${n}: ${t} = Field(alias=${literal(o)})`,
  }),
  golang: (o, n, t) => ({
    format: "Go",
    advice: "Rename the struct field in code and keep its JSON key in the tag:",
    language: "go",
    code: `${n} ${t} \`json:${literal(o.replace(/`/g, ""))}\``,
  }),
  swift: (o, n) => ({
    format: "Swift",
    advice: "Rename the property in code and keep its coding key:",
    language: "swift",
    code: `enum CodingKeys: String, CodingKey {\n  case ${n} = ${literal(o)}\n}`,
  }),
};

/** Where the format names fields by nothing but their key: keep the old one beside the new one, drop it later. */
function expandContract(site: RenameSite, format: string, language: string): RenameRoute {
  const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
  const type = describeType(site.to);
  return {
    format,
    advice: `Expand and contract: add the new field beside the old one, write both while readers move to the new name, and remove the old one later (with the contract changed).`,
    language,
    code:
      language === "json"
        ? `${literal(oldName)}: { "deprecated": true, "description": ${literal(`use ${newName}`)} },\n${literal(newName)}: { ... }`
        : `/** @deprecated use ${newName} */\n${oldName}: ${type};\n${newName}: ${type};`,
  };
}

/** The safe route for a rename in the asset's format, with its names. */
export function renameRoute(site: RenameSite): RenameRoute {
  const { sourceType } = site;
  if (sourceType === "postgres" || sourceType === "mysql" || sourceType === "mssql") return sqlRoute(site);
  if (sourceType === "avro") return avroRoute(site);
  if (sourceType === "protobuf") return protobufRoute(site);
  const code = CODE_ROUTES[sourceType];
  const codeType = site.to.constraints?.physicalType;
  // Code readers keep the declared type only sometimes: "…" stands for it, as written.
  const type = typeof codeType === "string" ? codeType : "…";
  if (code) return code(site.from.name ?? "", site.to.name ?? "", type);
  if (sourceType === "json_schema") return expandContract(site, "JSON Schema", "json");
  if (sourceType === "typescript") return expandContract(site, "TypeScript", "ts");
  return expandContract(site, sourceType, "text");
}
