import type { FieldDecl } from "./declarations.js";

/**
 * The name a field has on the wire when an annotation renames it: Jackson
 * `@JsonProperty("x")` (also Kotlin's `@field:`/`@get:` targets), Gson
 * `@SerializedName("x")`, kotlinx `@SerialName("x")`, Moshi `@Json(name = "x")`,
 * JSON-B `@JsonbProperty("x")`, Room `@ColumnInfo(name = "x")`, JPA
 * `@Column(name = "x")`. Read from the annotations' source text.
 */
const WIRE_ANNOTATION =
  /@(?:(?:field|get|param|property):)?(?:[\w.]+\.)?(JsonProperty|SerializedName|SerialName|JsonbProperty|Json|ColumnInfo|Column)\s*\(([^)]*)\)/g;

export function wireNameOf(annotations: string): string | undefined {
  for (const match of annotations.matchAll(WIRE_ANNOTATION)) {
    const [, annotation, args = ""] = match;
    const named = /\b(?:name|value)\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
    const positional = /^\s*"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
    // Room and JPA name columns only with `name =`; the others take the name first.
    const name = annotation === "ColumnInfo" || annotation === "Column" ? named : (positional ?? named);
    if (name) return name;
  }
  return undefined;
}

/** The field under its wire name, the name in code kept as constraints.codeName. */
export function withWireName(field: FieldDecl, wireName: string | undefined): FieldDecl {
  if (!wireName || wireName === field.name) return field;
  return { ...field, name: wireName, constraints: { ...field.constraints, codeName: field.name } };
}
