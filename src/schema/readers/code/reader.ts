import { errorMessage } from "../../../error-message.js";
import type { Diagnostic, ReadResult, SchemaReader } from "../../model.js";
import type { StructDecl, TypeDecl } from "./declarations.js";
import { importedDeclarations, siblingDeclarations } from "./imports.js";
import type { CodeLanguage } from "./language.js";
import { resolveAssets } from "./resolve.js";
import { type SyntaxNode, withSyntaxTree } from "./tree-sitter.js";

export type { CodeLanguage } from "./language.js";

/** At most this many syntax errors are reported per file: the first ones are the useful ones. */
const MAX_SYNTAX_ERRORS = 5;

/**
 * A reader for one language. It never throws: a missing file, a syntax error or
 * a failure of the parser itself becomes a diagnostic with the file and line,
 * and declarations untouched by a syntax error still become assets.
 */
export function codeReader(language: CodeLanguage): SchemaReader {
  return {
    sourceType: language.sourceType,
    extensions: language.extensions,
    async read(request): Promise<ReadResult> {
      const file = request.path;
      const diagnostics: Diagnostic[] = [];
      let text: string | undefined;
      try {
        text = await request.files.readText(file);
      } catch (error) {
        return {
          assets: [],
          diagnostics: [{ file, severity: "error", message: `cannot read file: ${errorMessage(error)}` }],
        };
      }
      if (text === undefined) {
        return { assets: [], diagnostics: [{ file, severity: "error", message: "file not found" }] };
      }
      try {
        const source = language.prepare ? language.prepare(text) : text;
        return await withSyntaxTree(language.grammar, source, (root) => {
          diagnostics.push(...syntaxErrors(root, file));
          const declarations = language.declarations(root, (diagnostic) =>
            diagnostics.push({ file, ...diagnostic }),
          );
          for (const declaration of declarations) {
            if (declaration.kind === "struct" && declaration.isAsset && declaration.hasError) {
              diagnostics.push({
                file,
                line: declaration.line,
                severity: "error",
                message: `${declaration.name} was not read: its declaration has a syntax error`,
              });
            }
          }
          return { declarations, imports: language.imports?.(root) ?? [] };
        }).then(async ({ declarations, imports }) => {
          const siblings = language.packageIsFolder
            ? await siblingDeclarations(language, request.files, file)
            : [];
          const imported =
            imports.length > 0 ? await importedDeclarations(language, request.files, file, imports) : [];
          const own = new Set(declarations.map((d) => d.name));
          const known = settleModels([
            ...declarations,
            ...[...siblings, ...imported].filter((d) => !own.has(d.name)),
          ]);
          const assets = resolveAssets(known, {
            sourceType: language.sourceType,
            dataSource: request.dataSource,
            file,
            types: language.types,
          });
          return { assets, diagnostics };
        });
      } catch (error) {
        diagnostics.push({
          file,
          severity: "error",
          message: `${language.sourceType} reader failed: ${errorMessage(error)}`,
        });
        return { assets: [], diagnostics };
      }
    },
  };
}

/**
 * Python classes deriving from a class of another file are models when that
 * base, found among the known declarations, is one (`class Order(ShopModel)`
 * with `ShopModel(BaseModel)` in base.py). The others are dropped; a model's
 * bases that are models lend it their fields.
 */
function settleModels(declarations: TypeDecl[]): TypeDecl[] {
  const isStruct = (d: TypeDecl): d is StructDecl => d.kind === "struct";
  const models = new Set(declarations.filter((d) => isStruct(d) && !d.modelIfBaseIs).map((d) => d.name));
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of declarations) {
      if (
        isStruct(d) &&
        d.modelIfBaseIs &&
        !models.has(d.name) &&
        d.modelIfBaseIs.some((b) => models.has(b))
      ) {
        models.add(d.name);
        changed = true;
      }
    }
  }
  return declarations.flatMap((d) => {
    if (!isStruct(d) || !d.modelIfBaseIs) return [d];
    if (!models.has(d.name)) return [];
    const { modelIfBaseIs, ...struct } = d;
    const embeds = [...(struct.embeds ?? []), ...modelIfBaseIs.filter((b) => models.has(b))];
    return [{ ...struct, embeds }];
  });
}

/** The first ERROR and MISSING nodes, found by descending only into subtrees that contain one. */
export function syntaxErrors(root: SyntaxNode, file: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const visit = (node: SyntaxNode): void => {
    if (found.length >= MAX_SYNTAX_ERRORS) return;
    if (node.isMissing || node.type === "ERROR") {
      const near = node.text.split("\n")[0]?.trim().slice(0, 40) ?? "";
      found.push({
        file,
        line: node.startPosition.row + 1,
        column: node.startPosition.column + 1,
        severity: "error",
        message: node.isMissing
          ? `syntax error: missing ${node.type}`
          : `syntax error: unexpected ${near ? `"${near}"` : "end of input"}`,
      });
      return;
    }
    for (const child of node.children) if (child?.hasError || child?.isMissing) visit(child);
  };
  if (root.hasError) visit(root);
  return found;
}

/** 1-based line of a node. */
export function lineOf(node: SyntaxNode): number {
  return node.startPosition.row + 1;
}

/**
 * The doc comment right above a declaration: contiguous comment siblings ending
 * on the line before it, kept when `isDoc` accepts them (`/**`, `///`, Go's `//`).
 * Markers and leading `*` are stripped, and tag lines (`@param`) dropped, except
 * `@deprecated`, kept as "Deprecated: ...".
 */
export function leadingDoc(node: SyntaxNode, isDoc: (comment: string) => boolean): string | undefined {
  const comments: string[] = [];
  let nextRow = node.startPosition.row;
  for (let sibling = node.previousNamedSibling; sibling; sibling = sibling.previousNamedSibling) {
    if (!sibling.type.includes("comment") || sibling.endPosition.row < nextRow - 1) break;
    if (!isDoc(sibling.text)) break;
    // A comment trailing the previous declaration on its line belongs to that one.
    const before = sibling.previousNamedSibling;
    if (before && !before.type.includes("comment") && before.endPosition.row === sibling.startPosition.row)
      break;
    comments.unshift(sibling.text);
    nextRow = sibling.startPosition.row;
  }
  return comments.length > 0 ? cleanComment(comments.join("\n")) : undefined;
}

export function cleanComment(text: string): string | undefined {
  const lines = text
    .replace(/^\/\*\*?/, "")
    .replace(/\*\/$/, "")
    .split("\n")
    .map((line) =>
      line
        .trim()
        .replace(/^(\/\/\/?|\*|#)\s?/, "")
        .trim(),
    );
  const kept: string[] = [];
  // Text before the first tag is kept, and the text of `@deprecated` (it says something readers
  // of the contract need); other tags (@param, @returns) and their text are dropped.
  let section: "text" | "deprecated" | "tag" = "text";
  for (const line of lines) {
    const deprecated = /^@deprecated\b\s*(.*)$/i.exec(line);
    if (deprecated) {
      kept.push(`Deprecated${deprecated[1] ? `: ${deprecated[1]}` : "."}`);
      section = "deprecated";
    } else if (line.startsWith("@")) {
      section = "tag";
    } else if (section !== "tag") {
      kept.push(line);
    }
  }
  const doc = kept.join("\n").trim();
  return doc || undefined;
}

export const isBlockDoc = (comment: string): boolean => comment.startsWith("/**");

/** The text of a string literal node without its quotes (no escape processing beyond the common ones). */
export function unquote(text: string): string {
  const match = /^[a-zA-Z]*("""|'''|"|'|`)([\s\S]*)\1$/.exec(text);
  if (!match) return text;
  return (match[2] ?? "").replace(/\\(["'\\])/g, "$1");
}
