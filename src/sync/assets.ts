import type { AssetInput } from "../api/resources.js";
import type { SchemaNode } from "../api/schema-node.js";
import { type ReadAsset, toWireNode } from "../schema/model.js";

/** A read asset as endpoints 6 and 7 take it (the tree without source lines). */
export function toAssetInput(asset: ReadAsset, schema: SchemaNode = toWireNode(asset.schema)): AssetInput {
  return {
    source_type: asset.sourceType,
    data_asset_resource_name: {
      source_type: asset.sourceType,
      data_source: asset.dataSource,
      path: asset.path,
    },
    schema,
  };
}

/**
 * An asset that the head no longer has (file deleted, table dropped, message
 * removed) is checked as an empty struct: its contract then reports every
 * required field as missing, which is what its readers will see.
 */
export function removedAssetInput(asset: ReadAsset): AssetInput {
  return toAssetInput(asset, { type: "struct", name: asset.schema.name, fields: [] });
}
