import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SchemaTree } from "../../../src/schema/model.js";

/*
 * Which file declares each top-level message and enum of a corpus, so that a
 * change can be attributed as buf attributes it: to the file that declares the
 * message or enum it is in. A light scan (comments and strings blanked, braces
 * counted), enough for the corpus's well-formed files; the reader itself is
 * what the corpus test judges.
 */

/** Top-level `message`/`enum` full names (package-qualified) → the file declaring them. */
export function protoDeclarations(root: string, files: readonly string[]): Map<string, string> {
  const declared = new Map<string, string>();
  for (const file of files) {
    const text = blankCommentsAndStrings(readFileSync(join(root, file), "utf8"));
    const pkg = /\bpackage\s+([\w.]+)\s*;/.exec(text)?.[1];
    let depth = 0;
    const scan = /[{}]|\b(message|enum)\s+([A-Za-z_]\w*)\s*\{/g;
    for (let match = scan.exec(text); match; match = scan.exec(text)) {
      if (match[0] === "}") depth--;
      else if (match[0] === "{") depth++;
      else {
        if (depth === 0) declared.set(pkg ? `${pkg}.${match[2]}` : (match[2] as string), file);
        depth++;
      }
    }
  }
  return declared;
}

function blankCommentsAndStrings(text: string): string {
  return text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (m) =>
    " ".repeat(m.length),
  );
}

/** The file declaring a (possibly nested) type: its longest declared prefix. */
export function declaringFile(declared: ReadonlyMap<string, string>, alias: string): string | undefined {
  for (let name = alias; name !== ""; name = name.slice(0, Math.max(name.lastIndexOf("."), 0))) {
    const file = declared.get(name);
    if (file !== undefined) return file;
  }
  return undefined;
}

/**
 * The other file (than `file`) that declares the message or enum the change at
 * `field` (a dotted path, oneof groups left out as the diff leaves them out)
 * lies in, as buf places a change: the innermost type on the way (the changed
 * node's own type included) that another file declares, or a node marked as
 * from another file.
 */
export function changedInAnotherFile(
  tree: SchemaTree | undefined,
  field: string,
  file: string,
  declared: ReadonlyMap<string, string>,
): string | undefined {
  const elsewhere = (node: SchemaTree) => {
    const declaring = node.alias === undefined ? undefined : declaringFile(declared, node.alias);
    if (declaring !== undefined) return declaring !== file ? declaring : undefined;
    return node.file;
  };
  let innermost: string | undefined;
  let node = tree;
  for (const segment of ["", ...field.split(".")]) {
    const next = node && childNamed(node, segment);
    if (!next) break;
    for (const passed of next.path) innermost = elsewhere(passed) ?? innermost;
    node = next.node;
  }
  return innermost;
}

/** A child by name, looking through list/map wrappers and oneof unions: the child and the nodes passed to reach it. */
function childNamed(node: SchemaTree, name: string): { node: SchemaTree; path: SchemaTree[] } | undefined {
  if (name === "") return { node, path: [node] };
  const direct = node.fields?.find((child) => child.name === name);
  if (direct) return { node: direct, path: [direct] };
  for (const child of node.fields ?? []) {
    const wrapper =
      (child.type === "union" && child.constraints?.oneof === true) ||
      ((node.type === "list" || node.type === "map") && (child.name === "element" || child.name === "value"));
    if (!wrapper) continue;
    const found = childNamed(child, name);
    if (found) return { node: found.node, path: [child, ...found.path] };
  }
  return undefined;
}
