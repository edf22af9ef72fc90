import { isRecord, type LocatedDocument, LocatedParseError, parseLocated } from "../located.js";
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage } from "../reader-helpers.js";

/**
 * Dataframe dtype files (`*.dataframe.yaml|yml|json`), the documented input:
 *
 *   dataframes:
 *     orders:                      # one asset per frame; path `<file>:<name>`
 *       library: pandas            # pandas (default) or polars
 *       doc: One row per order.
 *       columns:
 *         order_id: int64          # a dtype as pandas/polars print it
 *         placed_at: datetime64[ns, UTC]
 *         status: {dtype: category, categories: [new, paid]}
 *         amount: {dtype: "Decimal(12, 2)", nullable: false, doc: Order total}
 *
 * The output of `df.dtypes` / `df.schema` fits under `columns`. Nullability:
 * `nullable` when given; else pandas' NumPy ints, uints and bools cannot hold
 * nulls and everything else can (polars: every column can).
 */
export const dataframeReader: SchemaReader = {
  sourceType: "dataframe",
  extensions: [".dataframe.yaml", ".dataframe.yml", ".dataframe.json"],
  async read(request: ReadRequest): Promise<ReadResult> {
    const text = await request.files.readText(request.path);
    if (text === undefined)
      return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
    let doc: LocatedDocument;
    try {
      doc = parseLocated(text);
    } catch (error) {
      const line = error instanceof LocatedParseError ? error.line : undefined;
      return {
        assets: [],
        diagnostics: [errorDiagnostic(request.path, `not valid YAML or JSON: ${errorMessage(error)}`, line)],
      };
    }
    const diagnostics: Diagnostic[] = [];
    const root = doc.value;
    const frames = isRecord(root) && isRecord(root.dataframes) ? root.dataframes : undefined;
    if (!frames) {
      return {
        assets: [],
        diagnostics: [errorDiagnostic(request.path, "expected a top-level `dataframes:` mapping", 1)],
      };
    }
    const assets: ReadAsset[] = [];
    for (const [name, frame] of Object.entries(frames)) {
      const frameLine = doc.keyLine(frames, name);
      if (!isRecord(frame) || !isRecord(frame.columns)) {
        diagnostics.push(
          errorDiagnostic(request.path, `dataframe '${name}' needs a \`columns:\` mapping`, frameLine),
        );
        continue;
      }
      const library = frame.library === "polars" ? "polars" : "pandas";
      const columns = frame.columns;
      const fields = Object.entries(columns).map(([column, spec]) => {
        const line = doc.keyLine(columns, column);
        const tree = columnTree(spec, library, (message) =>
          diagnostics.push({
            file: request.path,
            line,
            severity: "warning",
            message: `column '${column}': ${message}`,
          }),
        );
        return { ...tree, name: column, ...(line === undefined ? {} : { line }) };
      });
      const path = `${request.path}:${name}`;
      assets.push({
        sourceType: "dataframe",
        resourceName: resourceName("dataframe", request.dataSource, path),
        dataSource: request.dataSource,
        path,
        file: request.path,
        line: frameLine,
        schema: {
          type: "struct",
          name,
          ...(typeof frame.doc === "string" ? { doc: frame.doc } : {}),
          constraints: { library },
          fields,
        },
      });
    }
    return { assets, diagnostics };
  },
};

function columnTree(
  spec: unknown,
  library: "pandas" | "polars",
  warn: (message: string) => void,
): SchemaTree {
  const obj = isRecord(spec) ? spec : { dtype: spec };
  const dtype = String(obj.dtype ?? "");
  let tree = mapDtype(dtype, library);
  if (tree.type === "unknown" && dtype !== "object") warn(`unknown dtype '${dtype}'`);
  if (isRecord(obj.fields)) {
    tree = {
      type: "struct",
      fields: Object.entries(obj.fields).map(([n, s]) => ({ ...columnTree(s, library, warn), name: n })),
    };
  }
  const constraints: Record<string, unknown> = { physicalType: dtype, ...tree.constraints };
  if (Array.isArray(obj.categories)) {
    tree = { ...tree, type: "enum" };
    constraints.symbols = obj.categories;
  }
  const nullable =
    typeof obj.nullable === "boolean"
      ? obj.nullable
      : !(library === "pandas" && /^(u?int(8|16|32|64)|bool)$/.test(dtype));
  return {
    ...tree,
    ...(nullable ? { optional: true } : {}),
    ...(typeof obj.doc === "string" ? { doc: obj.doc } : {}),
    constraints,
  };
}

/** pandas and polars dtypes as they print them; Recap's names. */
export function mapDtype(dtype: string, library: "pandas" | "polars"): SchemaTree {
  const s = dtype.trim();
  let m = /^(u?)int(8|16|32|64)$/i.exec(s);
  if (m) return { type: `${m[1] ? "u" : ""}int${m[2]}` as SchemaTree["type"] };
  m = /^float(16|32|64)$/i.exec(s);
  if (m) return { type: `float${m[1]}` as SchemaTree["type"] };
  if (/^bool(ean)?$/i.test(s)) return { type: "bool" };
  if (/^(str|string|string\[(python|pyarrow)\]|utf8)$/i.test(s)) return { type: "string" };
  if (/^(bytes|binary)$/i.test(s)) return { type: "bytes" };
  if (/^date$/i.test(s)) return { type: "date32", logical: "Date" };
  if (/^time$/i.test(s)) return { type: "time64", logical: "Time" };
  m = /^datetime64\[(\w+)(?:,\s*([^\]]+))?\]$/.exec(s);
  if (m) return timestamp(m[1], m[2]);
  m = /^datetime(?:\((?:time_unit=)?['"]?(\w+)['"]?(?:,\s*(?:time_zone=)?['"]?([^'")]+)['"]?)?\))?$/i.exec(s);
  if (m) return timestamp(m[1] ?? "us", m[2]);
  if (/^(timedelta64\[\w+\]|duration(\(.*\))?)$/i.test(s)) return { type: "int64", logical: "Duration" };
  if (/^(category|categorical)$/i.test(s)) return { type: "enum" };
  m = /^enum\(\[(.*)\]\)$/i.exec(s);
  if (m?.[1] !== undefined) {
    const symbols = [...m[1].matchAll(/['"]([^'"]*)['"]/g)].map((x) => x[1]);
    return { type: "enum", constraints: { symbols } };
  }
  m = /^decimal\((?:precision=)?(\d+),\s*(?:scale=)?(\d+)\)$/i.exec(s);
  if (m) {
    const precision = Number(m[1]);
    return {
      type: precision > 38 ? "decimal256" : "decimal128",
      logical: "Decimal",
      constraints: { precision, scale: Number(m[2]) },
    };
  }
  m = /^list[[(](.*)[\])]$/i.exec(s);
  if (m?.[1] !== undefined)
    return { type: "list", fields: [{ ...mapDtype(m[1], library), name: "element", optional: true }] };
  if (/^null$/i.test(s)) return { type: "null" };
  return { type: "unknown" };
}

function timestamp(unit: string | undefined, zone: string | undefined): SchemaTree {
  const units: Record<string, string> = {
    ns: "nanosecond",
    us: "microsecond",
    ms: "millisecond",
    s: "second",
  };
  return {
    type: "timestamp64",
    logical: "Timestamp",
    constraints: { unit: units[unit ?? "ns"] ?? unit, ...(zone ? { timezone: zone.trim() } : {}) },
  };
}
