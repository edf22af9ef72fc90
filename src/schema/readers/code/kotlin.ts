import type { FieldDecl, LanguageTypes, TypeDecl, TypeExpr } from "./declarations.js";
import { jvmLibraryTypes } from "./java.js";
import { jvmModulePaths, kotlinImports } from "./jvm-imports.js";
import { type CodeLanguage, cleanComment, isBlockDoc, leadingDoc, lineOf } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";
import { wireNameOf, withWireName } from "./wire-names.js";

const types: LanguageTypes = {
  primitives: {
    ...jvmLibraryTypes,
    Byte: { type: "int8" },
    Short: { type: "int16" },
    Int: { type: "int32" },
    Long: { type: "int64" },
    UByte: { type: "uint8" },
    UShort: { type: "uint16" },
    UInt: { type: "uint32" },
    ULong: { type: "uint64" },
    Float: { type: "float32" },
    Double: { type: "float64" },
    Boolean: { type: "bool" },
    Char: { type: "string", constraints: { maxLength: 1 } },
    ByteArray: { type: "bytes" },
  },
  lists: new Set([
    "List",
    "MutableList",
    "ArrayList",
    "Set",
    "MutableSet",
    "HashSet",
    "Collection",
    "Iterable",
    "Array",
    "Sequence",
  ]),
  maps: new Set(["Map", "MutableMap", "HashMap", "LinkedHashMap"]),
  optionals: new Set(),
};

/**
 * Kotlin: top-level classes and data classes that are not private become assets;
 * their fields are the `val`/`var` constructor parameters and the stored
 * properties of the body (computed properties, `const`, companion objects and
 * `@Transient` are skipped). `T?` is optional, everything else required.
 * Enum classes resolve to enums of their entry names.
 */
export const kotlinLanguage: CodeLanguage = {
  sourceType: "kotlin",
  extensions: [".kt"],
  grammar: "kotlin",
  packageIsFolder: true,
  prepare: annotationArrayLiterals,
  types,
  // A class in the file named after it, below the importing file's source root (Kotlin's convention).
  imports: kotlinImports,
  modulePaths: jvmModulePaths(".kt"),
  declarations(root) {
    const declarations: TypeDecl[] = [];
    for (const child of root.namedChildren) if (child) collect(child, true, declarations);
    return declarations;
  },
};

function collect(node: SyntaxNode, topLevel: boolean, into: TypeDecl[]): void {
  if (node.type !== "class_declaration") return;
  const name = childOfType(node, "type_identifier")?.text;
  if (!name) return;
  const doc = leadingDoc(node, isBlockDoc) ?? docInsidePrevious(node);
  const base = { name, line: lineOf(node), ...(doc ? { doc } : {}) };
  const enumBody = childOfType(node, "enum_class_body");
  const body = childOfType(node, "class_body") ?? enumBody;
  if (enumBody) {
    const symbols = enumBody.namedChildren.flatMap((entry) =>
      entry?.type === "enum_entry"
        ? [wireNameOf(modifierTexts(entry).join(" ")) ?? childOfType(entry, "simple_identifier")?.text ?? ""]
        : [],
    );
    into.push({ kind: "enum", ...base, symbols });
  } else if (!node.children.some((child) => child?.type === "interface")) {
    const modifiers = modifierTexts(node);
    into.push({
      kind: "struct",
      ...base,
      fields: [...constructorFields(node), ...bodyFields(body)],
      isAsset: topLevel && !modifiers.includes("private"),
      hasError: node.hasError,
    });
  }
  for (const member of body?.namedChildren ?? []) if (member) collect(member, false, into);
}

/**
 * The grammar attaches a KDoc that follows the imports to the last import: it
 * is found as the last descendant of the previous node, ending on the line
 * before the class.
 */
function docInsidePrevious(node: SyntaxNode): string | undefined {
  let last = node.previousNamedSibling;
  while (last && !last.type.includes("comment")) last = last.lastNamedChild;
  if (!last || last.endPosition.row !== node.startPosition.row - 1 || !isBlockDoc(last.text))
    return undefined;
  return cleanComment(last.text);
}

function childOfType(node: SyntaxNode, type: string): SyntaxNode | undefined {
  return node.namedChildren.find((child) => child?.type === type) ?? undefined;
}

function modifierTexts(node: SyntaxNode): string[] {
  const modifiers = childOfType(node, "modifiers");
  return (modifiers?.namedChildren ?? []).flatMap((modifier) => (modifier ? [modifier.text] : []));
}

/** Not stored nor sent: `@Transient` (kotlinx, JPA), Room's `@Ignore`, Jackson's `@JsonIgnore`, `const`. */
function isTransient(node: SyntaxNode): boolean {
  return modifierTexts(node).some(
    (modifier) =>
      /^@(?:(?:field|get|param|property):)?(\w+\.)*(Transient|Ignore|JsonIgnore)\b/.test(modifier) ||
      modifier === "const",
  );
}

function constructorFields(node: SyntaxNode): FieldDecl[] {
  const primaryConstructor = childOfType(node, "primary_constructor");
  const fields: FieldDecl[] = [];
  for (const parameter of primaryConstructor?.namedChildren ?? []) {
    if (parameter?.type !== "class_parameter" || !childOfType(parameter, "binding_pattern_kind")) continue;
    if (isTransient(parameter)) continue;
    const name = childOfType(parameter, "simple_identifier")?.text;
    const type = parameter.namedChildren.find((child) => child && isTypeNode(child));
    if (!name || !type) continue;
    const doc = leadingDoc(parameter, isBlockDoc);
    const field = { name, line: lineOf(parameter), type: typeExpr(type), ...(doc ? { doc } : {}) };
    fields.push(withWireName(field, wireNameOf(modifierTexts(parameter).join(" "))));
  }
  return fields;
}

function bodyFields(body: SyntaxNode | undefined): FieldDecl[] {
  const fields: FieldDecl[] = [];
  for (const member of body?.namedChildren ?? []) {
    if (member?.type !== "property_declaration" || isTransient(member)) continue;
    // The grammar puts a property's getter beside it, not inside it.
    if (member.nextNamedSibling?.type === "getter" || childOfType(member, "property_delegate")) continue;
    const variable = childOfType(member, "variable_declaration");
    const name = variable && childOfType(variable, "simple_identifier")?.text;
    const type = variable?.namedChildren.find((child) => child && isTypeNode(child));
    if (!name || !type) continue;
    const doc = leadingDoc(member, isBlockDoc);
    const field = { name, line: lineOf(member), type: typeExpr(type), ...(doc ? { doc } : {}) };
    fields.push(withWireName(field, wireNameOf(modifierTexts(member).join(" "))));
  }
  return fields;
}

function isTypeNode(node: SyntaxNode): boolean {
  return ["user_type", "nullable_type", "function_type", "parenthesized_type"].includes(node.type);
}

function typeExpr(node: SyntaxNode): TypeExpr {
  const text = node.text;
  switch (node.type) {
    case "nullable_type": {
      const inner = node.namedChildren[0];
      return inner ? { kind: "nullable", inner: typeExpr(inner), text } : unknown(text);
    }
    case "parenthesized_type": {
      const inner = node.namedChildren[0];
      return inner ? typeExpr(inner) : unknown(text);
    }
    case "user_type": {
      const name = node.namedChildren
        .flatMap((child) => (child?.type === "type_identifier" ? [child.text] : []))
        .join(".");
      const args = (childOfType(node, "type_arguments")?.namedChildren ?? []).flatMap((projection) => {
        const type = projection?.namedChildren.find((child) => child && isTypeNode(child));
        return type ? [typeExpr(type)] : [unknown(projection?.text ?? "*")];
      });
      return { kind: "named", name, args, text };
    }
    default:
      return unknown(text);
  }
}

function unknown(text: string): TypeExpr {
  return { kind: "named", name: "", args: [], text };
}

/**
 * Collection literals in annotation arguments (`@Entity(indices = [Index("a")])`,
 * Kotlin 1.2+) are a syntax error to the bundled grammar: inside an
 * annotation's parentheses they are read as `arrayOf(...)`, which means the same.
 */
export function annotationArrayLiterals(text: string): string {
  if (!/@[\w.:]+\s*\([^)]*\[/.test(text)) return text;
  let out = "";
  let i = 0;
  const annotation = /@[\w.:]+\s*\(/y;
  while (i < text.length) {
    annotation.lastIndex = i;
    const match = text[i] === "@" ? annotation.exec(text) : null;
    if (!match) {
      out += text[i];
      i++;
      continue;
    }
    out += match[0];
    i += match[0].length;
    let depth = 1;
    while (i < text.length && depth > 0) {
      const c = text[i] ?? "";
      if (c === '"') {
        const end = text.indexOf('"', i + 1);
        const stop = end === -1 ? text.length : end + 1;
        out += text.slice(i, stop);
        i = stop;
        continue;
      }
      if (c === "(") depth++;
      if (c === ")") depth--;
      out += c === "[" ? "arrayOf(" : c === "]" ? ")" : c;
      i++;
    }
  }
  return out;
}
