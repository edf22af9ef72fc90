import type { SourceType } from "../../src/api/source-types.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { type ReadAsset, readerFor } from "../../src/schema/index.js";

/** The one asset a text holds, read by its format's real reader (a test's fixture, in memory). */
export async function readOneAsset(sourceType: SourceType, path: string, text: string): Promise<ReadAsset> {
  const reader = readerFor(sourceType);
  if (!reader) throw new Error(`no reader for ${sourceType}`);
  const result = await reader.read({
    path,
    sourceType,
    dataSource: "test",
    files: memorySource({ [path]: text }),
  });
  const [asset] = result.assets;
  if (!asset) throw new Error(JSON.stringify(result.diagnostics));
  return asset;
}
