import type { SourceType } from "../api/source-types.js";
import { assetsNamedBy, type BindableAsset } from "./odcs-match.js";

/**
 * The assets a schema object is the contract of through a server its document names, for every
 * server type whose data the readers produce: the SQL engines by host (`postgres://{host}:{port}:
 * {database}.{schema}.{table}`, as the config's data source names the database), and the message
 * servers (kafka, kinesis, pubsub) by the repository's schema of the topic's messages: the Avro,
 * Protobuf or JSON Schema asset (as the server's `format` says, else any of the three) the topic
 * or object names (odcs-match.ts: its record or message, title, or its subject file
 * `<topic>-value.avsc`). A topic that names none of them, or several, is a problem naming them.
 */

type Json = Record<string, unknown>;

export const MESSAGE_SERVERS: ReadonlySet<string> = new Set(["kafka", "kinesis", "pubsub"]);
/** The source types whose assets a message server's topic is matched to (read when a document needs them). */
export const MESSAGE_TYPES: readonly SourceType[] = ["avro", "protobuf", "json_schema"];
const FORMAT_TYPES: Record<string, readonly SourceType[]> = {
  avro: ["avro"],
  protobuf: ["protobuf"],
  proto: ["protobuf"],
  json: ["json_schema"],
  jsonschema: ["json_schema"],
  json_schema: ["json_schema"],
};

export interface ServerBinding {
  names: string[];
  /** Servers that bind nothing and why (a topic matching no schema, or several): for the error. */
  problems: string[];
  /** Servers of a type no reader produces the data of (snowflake, bigquery, ...). */
  skipped: string[];
  /** Assets the server named, when it named several (the binding to write shows the first). */
  candidates: string[];
  /** The reading looked for the repository's assets (it cannot be cached by the file's bytes alone). */
  dependsOnAssets: boolean;
}

/** `assets`: the repository's message schemas; undefined when not read (a topic then binds nothing). */
export function serverBinding(
  document: Json,
  object: Json,
  assets: readonly BindableAsset[] | undefined,
): ServerBinding {
  const out: ServerBinding = { names: [], problems: [], skipped: [], candidates: [], dependsOnAssets: false };
  const table = typeof object.physicalName === "string" ? object.physicalName : String(object.name ?? "");
  for (const server of Array.isArray(document.servers) ? (document.servers as Json[]) : []) {
    const type = String(server.type ?? "").toLowerCase();
    const label = `server ${String(server.server ?? type)} (${type})`;
    const sql = sqlResourceName(server, type, table);
    if (sql !== undefined) {
      if (!out.names.includes(sql)) out.names.push(sql);
      continue;
    }
    if (!MESSAGE_SERVERS.has(type)) {
      out.skipped.push(String(server.server ?? type));
      continue;
    }
    out.dependsOnAssets = true;
    const topic = JSON.stringify(table);
    if (assets === undefined) {
      out.problems.push(
        `${label}: topic ${topic} is matched to the repository's schema files, not read here`,
      );
      continue;
    }
    const types = FORMAT_TYPES[String(server.format ?? "").toLowerCase()] ?? MESSAGE_TYPES;
    const matched = assetsNamedBy(object, assets, new Set(types));
    const kinds = types.map(kindOf).join(", ");
    if (matched.length === 1) {
      if (!out.names.includes(matched[0]!.resourceName)) out.names.push(matched[0]!.resourceName);
    } else if (matched.length === 0) {
      out.problems.push(`${label}: topic ${topic} names none of the repository's ${kinds} schemas`);
    } else {
      out.candidates.push(...matched.map((asset) => asset.resourceName));
      out.problems.push(
        `${label}: topic ${topic} names ${matched.length} of the repository's ${kinds} schemas (${names(matched)})`,
      );
    }
  }
  return out;
}

const kindOf = (type: SourceType) =>
  type === "json_schema" ? "JSON Schema" : type === "protobuf" ? "Protobuf" : "Avro";
const names = (assets: readonly BindableAsset[]) => assets.map((asset) => asset.resourceName).join(", ");

/**
 * postgres (`postgres://host:port:database.schema.table`), mysql (`mysql://host:port:database.table`)
 * and sqlserver (`mssql://host:port:schema.table`); the table is `physicalName`, else `name`.
 */
function sqlResourceName(server: Json, type: string, table: string): string | undefined {
  const host = typeof server.host === "string" ? server.host : undefined;
  if (!host) return undefined;
  const port = (fallback: number) => (typeof server.port === "number" ? server.port : fallback);
  if (type === "postgres" || type === "postgresql")
    return `postgres://${host}:${port(5432)}:${server.database ?? "postgres"}.${server.schema ?? "public"}.${table}`;
  if (type === "mysql")
    return `mysql://${host}:${port(3306)}:${server.database ? `${server.database}.` : ""}${table}`;
  if (type === "sqlserver") return `mssql://${host}:${port(1433)}:${server.schema ?? "dbo"}.${table}`;
  return undefined;
}
