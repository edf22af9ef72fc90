import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "vitest";
import type { Diagnostic, ReadAsset } from "../../src/schema/model.js";

export const repoRoot = join(import.meta.dirname, "..", "..");

/**
 * Compares read results with a golden file under fixtures/schemas/<type>/golden/.
 * The goldens were generated once and then checked by hand against the
 * fixtures; `UPDATE_GOLDEN=1` rewrites them (review the diff before committing).
 */
export async function expectGolden(name: string, result: { assets: ReadAsset[]; diagnostics: Diagnostic[] }) {
  const file = join(repoRoot, "fixtures", "schemas", name);
  const actual = `${JSON.stringify(result, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN) await writeFile(file, actual);
  const expected = await readFile(file, "utf8");
  expect(JSON.parse(actual)).toEqual(JSON.parse(expected));
}

/** The field at a dotted path (`items.element.sku`) of an asset's tree. */
export function fieldAt(asset: ReadAsset | undefined, dotted: string) {
  let node = asset?.schema;
  for (const part of dotted.split(".")) node = node?.fields?.find((f) => f.name === part);
  if (!node) throw new Error(`no field ${dotted} in ${asset?.resourceName}`);
  return node;
}
