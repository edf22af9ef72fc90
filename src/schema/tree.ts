import type { ReadAsset, SchemaTree } from "./model.js";

/**
 * One key order for every reader's trees (stable golden files and diffs), and
 * no empty `constraints` objects.
 */
export function canonicalTree(tree: SchemaTree): SchemaTree {
  const out: SchemaTree = { type: tree.type };
  if (tree.name !== undefined) out.name = tree.name;
  if (tree.optional) out.optional = true;
  if (tree.logical !== undefined) out.logical = tree.logical;
  if (tree.alias !== undefined) out.alias = tree.alias;
  if (tree.doc !== undefined && tree.doc !== "") out.doc = tree.doc;
  if (tree.constraints && Object.keys(tree.constraints).length > 0) out.constraints = tree.constraints;
  if (tree.fields) out.fields = tree.fields.map(canonicalTree);
  if (tree.line !== undefined) out.line = tree.line;
  if (tree.file !== undefined) out.file = tree.file;
  // Re-insert `type` first but keep name before it for readability of goldens.
  return tree.name === undefined ? out : { name: tree.name, ...out };
}

export function canonicalAsset(asset: ReadAsset): ReadAsset {
  return { ...asset, schema: canonicalTree(asset.schema) };
}
