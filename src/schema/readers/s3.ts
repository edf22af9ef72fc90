import { RecapType } from "../../api/schema-node.js";
import { SourceType } from "../../api/source-types.js";
import { isRecord, type LocatedDocument, LocatedParseError, parseLocated } from "../located.js";
import type { Diagnostic, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage, resolveRelative } from "../reader-helpers.js";
import { avroSampleTree, parquetSampleTree } from "./s3-samples.js";

/**
 * S3 datasets (`*.s3.yaml|yml|json`), the documented input:
 *
 *   bucket: acme-events                      # the data source of the asset
 *   pattern: orders/year={year}/month={month}/{file}.json   # the asset's path
 *   partitions: {year: int32, month: int32}  # Recap types of Hive partitions (default string)
 *   schema: {file: ../avro/order.avsc, type: avro}   # a declared schema, read by its reader
 *   sample: samples/order.jsonl              # or: a sample JSON / JSON Lines file to infer from,
 *                                            # or an Avro container (.avro) / Parquet (.parquet) file
 *                                            # whose embedded schema is read
 *
 * Hive partitions (`key=value` path segments) become fields with
 * `constraints.partition: true`, before the data's fields.
 */
export const s3Reader: SchemaReader = {
  sourceType: "s3",
  extensions: [".s3.yaml", ".s3.yml", ".s3.json"],
  async read(request: ReadRequest): Promise<ReadResult> {
    const fail = (message: string, line?: number): ReadResult => ({
      assets: [],
      diagnostics: [errorDiagnostic(request.path, message, line)],
    });
    const text = await request.files.readText(request.path);
    if (text === undefined) return fail("no such file");
    let doc: LocatedDocument;
    try {
      doc = parseLocated(text);
    } catch (error) {
      return fail(
        `not valid YAML or JSON: ${errorMessage(error)}`,
        error instanceof LocatedParseError ? error.line : undefined,
      );
    }
    const spec = doc.value;
    if (!isRecord(spec) || typeof spec.bucket !== "string" || typeof spec.pattern !== "string") {
      return fail("an s3 dataset needs `bucket` and `pattern` strings", 1);
    }
    const diagnostics: Diagnostic[] = [];
    const partitionTypes = isRecord(spec.partitions) ? spec.partitions : {};
    const partitions: SchemaTree[] = [];
    for (const match of spec.pattern.matchAll(/(?:^|\/)([A-Za-z_][\w]*)=/g)) {
      const name = match[1] ?? "";
      const declared = RecapType.safeParse(partitionTypes[name] ?? "string");
      if (!declared.success) {
        diagnostics.push(
          errorDiagnostic(
            request.path,
            `partition '${name}': unknown type`,
            doc.keyLine(partitionTypes, name),
          ),
        );
      }
      partitions.push({
        name,
        type: declared.success ? declared.data : "unknown",
        constraints: { partition: true },
        line: doc.keyLine(spec, "pattern"),
      });
    }
    let fields: SchemaTree[] = [];
    if (isRecord(spec.schema) && typeof spec.schema.file === "string") {
      const file = resolveRelative(request.path, spec.schema.file);
      const type = SourceType.safeParse(spec.schema.type);
      const registry = request.registry;
      const sourceType = type.success ? type.data : registry?.detectSourceType(file);
      const reader = sourceType ? registry?.readerFor(sourceType) : undefined;
      if (!reader || !sourceType)
        return fail(`no reader for the declared schema ${file}`, doc.keyLine(spec, "schema"));
      const declared = await reader.read({
        path: file,
        sourceType,
        dataSource: spec.bucket,
        files: request.files,
        registry,
      });
      diagnostics.push(...declared.diagnostics);
      fields = (declared.assets[0]?.schema.fields ?? []).map((f) => ({ ...f, file: f.file ?? file }));
    } else if (typeof spec.sample === "string" && /\.(avro|parquet)$/i.test(spec.sample)) {
      const file = resolveRelative(request.path, spec.sample);
      const line = doc.keyLine(spec, "sample");
      if (!request.files.readBytes) return fail(`sample ${file}: binary samples cannot be read here`, line);
      const bytes = await request.files.readBytes(file);
      if (bytes === undefined) return fail(`sample ${file} not found`, line);
      const avroSample = /\.avro$/i.test(file);
      try {
        const tree = avroSample ? avroSampleTree(bytes, file) : parquetSampleTree(bytes);
        if (tree.type !== "struct") throw new Error(`its schema is a ${tree.type}, not a record`);
        fields = (tree.fields ?? []).map((f) => ({ ...f, file }));
      } catch (error) {
        diagnostics.push(
          errorDiagnostic(
            file,
            `unreadable ${avroSample ? "Avro" : "Parquet"} sample: ${errorMessage(error)}`,
          ),
        );
      }
    } else if (typeof spec.sample === "string") {
      const file = resolveRelative(request.path, spec.sample);
      const sample = await request.files.readText(file);
      if (sample === undefined) return fail(`sample ${file} not found`, doc.keyLine(spec, "sample"));
      const records: unknown[] = [];
      for (const [index, line] of sample.split("\n").entries()) {
        if (line.trim() === "") continue;
        try {
          records.push(JSON.parse(line));
        } catch {
          if (records.length === 0 && index === 0) {
            try {
              const whole: unknown = JSON.parse(sample);
              records.push(...(Array.isArray(whole) ? whole : [whole]));
            } catch (error) {
              diagnostics.push(errorDiagnostic(file, `not JSON or JSON Lines: ${errorMessage(error)}`, 1));
            }
            break;
          }
          diagnostics.push(errorDiagnostic(file, "not a JSON line", index + 1));
        }
      }
      // A sampled field points at the first sample line that has it.
      const lines = sample.split("\n");
      fields = (inferStruct(records.filter(isRecord)).fields ?? []).map((f) => {
        const at = lines.findIndex((l) => l.includes(JSON.stringify(f.name ?? "")));
        return { ...f, file, ...(at === -1 ? {} : { line: at + 1 }) };
      });
    } else {
      return fail("an s3 dataset needs `schema: {file, type}` or `sample`", 1);
    }
    const path = spec.pattern;
    return {
      assets: [
        {
          sourceType: "s3",
          resourceName: resourceName("s3", spec.bucket, path),
          dataSource: spec.bucket,
          path,
          file: request.path,
          line: 1,
          schema: {
            type: "struct",
            constraints: { bucket: spec.bucket, pattern: spec.pattern },
            fields: [...partitions, ...fields],
          },
        },
      ],
      diagnostics,
    };
  },
};

/** Infers a struct from sample records: a field missing or null in any record is optional. */
function inferStruct(records: Record<string, unknown>[]): SchemaTree {
  const names = [...new Set(records.flatMap((r) => Object.keys(r)))];
  return {
    type: "struct",
    fields: names.map((name) => {
      const values = records.map((r) => r[name]);
      const present = values.filter((v) => v !== undefined && v !== null);
      const tree = inferValue(present);
      return { ...tree, name, ...(present.length < values.length ? { optional: true } : {}) };
    }),
  };
}

function inferValue(values: unknown[]): SchemaTree {
  const first = values[0];
  if (first === undefined) return { type: "null" };
  if (typeof first === "boolean") return { type: "bool" };
  if (typeof first === "number")
    return { type: values.every((v) => Number.isInteger(v)) ? "int64" : "float64" };
  if (typeof first === "string") {
    if (values.every((v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)))
      return { type: "timestamp64", logical: "Timestamp" };
    return { type: "string" };
  }
  if (Array.isArray(first))
    return { type: "list", fields: [{ ...inferValue(values.flat()), name: "element" }] };
  if (isRecord(first)) return inferStruct(values.filter(isRecord));
  return { type: "unknown" };
}
