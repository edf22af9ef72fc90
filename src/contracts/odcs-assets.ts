import type { SourceType } from "../api/source-types.js";
import type { ConfigRules } from "../config/config.js";
import { readAssets, type SourceFiles } from "../schema/index.js";
import type { BindableAsset } from "./odcs-match.js";
import { MESSAGE_TYPES } from "./odcs-servers.js";

/**
 * The repository's message schemas (Avro, Protobuf, JSON Schema) as a message server's topic is
 * bound to them (odcs-servers.ts), named as the check names them (the config's source types and
 * data sources). Read once per version of the repository, and only when a document asks: most
 * contracts name no Kafka server.
 */
export function messageSchemaLoader(
  files: SourceFiles,
  rules: ConfigRules | undefined,
  sourceTypeOf: (path: string) => SourceType | undefined,
  dataSourceOf: (path: string) => string,
): () => Promise<readonly BindableAsset[]> {
  let loading: Promise<readonly BindableAsset[]> | undefined;
  const wanted = new Set<SourceType>(MESSAGE_TYPES);
  const load = async (): Promise<readonly BindableAsset[]> => {
    const paths = (await files.listAll?.()) ?? [];
    const targets = paths.flatMap((path) => {
      if (rules?.isIgnored(path) || rules?.isContractFile(path)) return [];
      const sourceType = sourceTypeOf(path);
      return sourceType && wanted.has(sourceType) ? [{ path, sourceType }] : [];
    });
    const { assets } = await readAssets(targets, { files, dataSourceOf: (path) => dataSourceOf(path) });
    return assets.map((asset) => ({
      sourceType: asset.sourceType,
      path: asset.path,
      file: asset.file,
      resourceName: asset.resourceName,
      name: asset.schema.name,
    }));
  };
  return () => {
    loading ??= load();
    return loading;
  };
}
