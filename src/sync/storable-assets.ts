import { AssetInput } from "../api/resources.js";
import type { SchemaNode } from "../api/schema-node.js";
import { unstorableText } from "../api/storable.js";
import { locateField } from "../outcome/locate.js";
import type { Diagnostic, ReadAsset } from "../schema/model.js";
import { toAssetInput } from "./assets.js";

/**
 * The assets the service can store, and a diagnostic at the file and line of each
 * other one: a schema file of a pull request may name a field with U+0000 or with
 * 300 characters, which the service refuses (400). Sent as it is, the whole check
 * would fail; left out with a diagnostic, it is that file's finding (an unreadable
 * file: fail closed when a contract held its assets) and the rest is checked.
 */
export function storableAssets(assets: readonly ReadAsset[]): {
  assets: ReadAsset[];
  diagnostics: Diagnostic[];
} {
  const kept: ReadAsset[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const asset of assets) {
    const input = toAssetInput(asset);
    const refusal = refusalOf(input);
    if (!refusal) {
      kept.push(asset);
      continue;
    }
    const field = fieldPath(input.schema, refusal.path);
    const place = locateField(asset, field?.located ?? "");
    diagnostics.push({
      file: place.file,
      line: place.line,
      severity: "error",
      message: `${asset.resourceName} ${field ? `field ${field.shown}` : refusal.path.map(String).join(".")}: ${refusal.message}; the service cannot store it`,
    });
  }
  return { assets: kept, diagnostics };
}

function refusalOf(input: AssetInput): { path: PropertyKey[]; message: string } | undefined {
  const text = unstorableText(input);
  if (text) return text;
  const parsed = AssetInput.safeParse(input);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? { path: issue.path, message: issue.message } : undefined;
}

/** The dotted field path a `schema/fields/3/fields/0/...` path points into, if any: to locate, and to show. */
function fieldPath(
  schema: SchemaNode,
  path: readonly PropertyKey[],
): { located: string; shown: string } | undefined {
  if (path[0] !== "schema") return undefined;
  const names: string[] = [];
  const shown: string[] = [];
  let node: SchemaNode | undefined = schema;
  for (let i = 1; i + 1 < path.length && path[i] === "fields"; i += 2) {
    node = node?.fields?.[Number(path[i + 1])];
    if (!node) break;
    const name = node.name ?? "";
    names.push(name);
    // A name may be the very problem (300 characters): shown short.
    shown.push(name.length > 64 ? `${name.slice(0, 64)}... (${name.length} characters)` : name);
  }
  return names.length > 0 ? { located: names.join("."), shown: shown.join(".") } : undefined;
}
