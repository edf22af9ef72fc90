import type { RecapType } from "../../../api/schema-node.js";
import type { SourceType } from "../../../api/source-types.js";

/**
 * What a language extractor sees in a file, before any type is resolved: the
 * declared types and, for every field, its written type as a small expression
 * tree. One resolver (resolve.ts) turns these into schema trees for all languages.
 */
export type TypeExpr =
  /** A type written by name, with its generic arguments: `List<String>`, `Optional[int]`, `time.Time`. */
  | { kind: "named"; name: string; args: TypeExpr[]; text: string; constraints?: Record<string, unknown> }
  | { kind: "list"; element: TypeExpr; text: string }
  | { kind: "map"; key: TypeExpr; value: TypeExpr; text: string }
  | { kind: "union"; variants: TypeExpr[]; text: string }
  /** `T?`, `?T`, `*T`: the language's own nullable marker. */
  | { kind: "nullable"; inner: TypeExpr; text: string }
  | { kind: "null"; text: string }
  | { kind: "literal"; value: string | number | boolean; text: string }
  /** An anonymous object type written in place (TS `{ a: string }`, a Go `struct { ... }` field). */
  | { kind: "inline"; fields: FieldDecl[]; text: string };

export interface FieldDecl {
  name: string;
  line: number;
  /** Set when declared in another file than the one read (a type from a sibling file of the package). */
  file?: string;
  type: TypeExpr;
  /** Optional by a marker on the field itself (TS `?`, Go `omitempty`, TypedDict total=False). */
  optional?: boolean;
  doc?: string;
  constraints?: Record<string, unknown>;
}

export interface StructDecl {
  kind: "struct";
  name: string;
  line: number;
  doc?: string;
  fields: FieldDecl[];
  /** Names of types whose fields are promoted into this one (Go embedding, Python base models). */
  embeds?: string[];
  /**
   * A class whose bases are declared in other files (Python): a model only if
   * one of these bases resolves to one (reader.ts, settleModels).
   */
  modelIfBaseIs?: string[];
  /** Becomes an asset of its own (exported, top-level, a model). */
  isAsset: boolean;
  /** The source type of its asset when not the reader's own (a PySpark schema found by the python reader). */
  sourceType?: SourceType;
  /** The declaration contains a syntax error: it is reported, never turned into an asset. */
  hasError: boolean;
}

export interface EnumDecl {
  kind: "enum";
  name: string;
  line: number;
  doc?: string;
  symbols: string[];
}

/** A named type standing for another one: TS `type Currency = "EUR" | "USD"`, Go `type Status string`. */
export interface AliasDecl {
  kind: "alias";
  name: string;
  line: number;
  doc?: string;
  type: TypeExpr;
}

export type TypeDecl = StructDecl | EnumDecl | AliasDecl;

export interface Primitive {
  type: RecapType;
  logical?: string;
  constraints?: Record<string, unknown>;
  /** Java boxed types: a nullable reference to a primitive. */
  optional?: boolean;
}

/** How a language writes its built-in types; names are matched as written, then by last dotted segment. */
export interface LanguageTypes {
  primitives: Record<string, Primitive>;
  /** Generic types whose first argument is a list element: `List`, `Set`, `Array`, `Sequence`. */
  lists: ReadonlySet<string>;
  /** Generic types with key and value arguments: `Map`, `Record`, `dict`. */
  maps: ReadonlySet<string>;
  /** Generic wrappers that only make their argument optional: `Optional`. */
  optionals: ReadonlySet<string>;
}
