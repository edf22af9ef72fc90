import type { Diagnostic, ReadAsset, SchemaTree } from "./model.js";

/**
 * Above this many schema nodes in one asset, a reader that expands named types
 * (JSON Schema `$ref`, Avro named records) keeps further uses as named references.
 */
export const MAX_EXPANDED_NODES = 50_000;

/**
 * The bound on any reader's tree, after its own expansion: a tree that shares
 * subtrees (a Protobuf message nested in many) expands when written out, and a
 * file of inline definitions is bounded by the file size only.
 */
export const MAX_TREE_NODES = 4 * MAX_EXPANDED_NODES;

/**
 * An asset whose tree has more than `max` nodes, cut: past the budget a named
 * struct (one with an alias) is kept as a reference to its name, as a recursive
 * use is. Walks at most about `max` nodes plus the references, however much the
 * tree shares.
 */
export function boundedAsset(
  asset: ReadAsset,
  max = MAX_TREE_NODES,
): { asset: ReadAsset; diagnostic?: Diagnostic } {
  const state = { nodes: 0, cut: 0 };
  const schema = bound(asset.schema, state, max, true);
  if (state.cut === 0) return { asset };
  return {
    asset: { ...asset, schema },
    diagnostic: {
      file: asset.file,
      ...(asset.line !== undefined ? { line: asset.line } : {}),
      severity: "warning",
      message: `${asset.path} expands to more than ${max} schema nodes: ${state.cut} further uses of named types are kept as references`,
    },
  };
}

function bound(
  tree: SchemaTree,
  state: { nodes: number; cut: number },
  max: number,
  root: boolean,
): SchemaTree {
  state.nodes++;
  if (!tree.fields) return tree;
  if (!root && state.nodes > max && tree.alias !== undefined && tree.type === "struct") {
    state.cut++;
    const { fields: _fields, ...named } = tree;
    return { ...named, constraints: { ...tree.constraints, ref: tree.alias } };
  }
  const fields = tree.fields.map((f) => bound(f, state, max, false));
  return fields.every((f, i) => f === tree.fields?.[i]) ? tree : { ...tree, fields };
}
