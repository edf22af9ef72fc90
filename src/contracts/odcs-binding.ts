import { createHash } from "node:crypto";
import picomatch from "picomatch";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { SourceType } from "../api/source-types.js";
import type { ConfigRules } from "../config/config.js";
import type { OdcsBinding, OdcsSettings } from "../config/odcs-config.js";
import { defaultDataSource, detectSourceType, type SourceFiles } from "../schema/index.js";
import { resourceName } from "../schema/model.js";
import { utcToday } from "../waivers/ledger.js";
import { messageSchemaLoader } from "./odcs-assets.js";
import type { BindableAsset } from "./odcs-match.js";

/**
 * What reading an ODCS document needs of the repository's configuration: its `odcs` settings
 * (bindings, owner roles, logins), how a schema file's assets are named (source type and data
 * source of a path, as the readers name them), and today's date (a team member's `dateOut`).
 */
export interface OdcsContext {
  settings?: OdcsSettings | undefined;
  sourceTypeOf(path: string): SourceType | undefined;
  dataSourceOf(path: string): string;
  /** YYYY-MM-DD (UTC). */
  today: string;
  /** The repository's message schemas, once read: what a Kafka server's topic is bound to. */
  assets?: readonly BindableAsset[] | undefined;
  /** The configuration the context was made from: which files are ignored or contracts. */
  rules?: ConfigRules | undefined;
  /** Reads them (once), for a document that needs them; absent, such a topic binds nothing. */
  loadAssets?: (() => Promise<readonly BindableAsset[]>) | undefined;
}

type Json = Record<string, unknown>;

/** `files`: the version of the repository the contracts are read from (its message schemas bind topics). */
export function odcsContextOf(rules?: ConfigRules, today = utcToday(), files?: SourceFiles): OdcsContext {
  const fallback = defaultDataSource();
  const sourceTypeOf = (path: string) => rules?.sourceTypeFor(path) ?? detectSourceType(path);
  const dataSourceOf = (path: string) => rules?.dataSourceFor(path) ?? fallback;
  return {
    settings: rules?.config.odcs,
    sourceTypeOf,
    dataSourceOf,
    today,
    rules,
    loadAssets: files ? messageSchemaLoader(files, rules, sourceTypeOf, dataSourceOf) : undefined,
  };
}

/** The context with the repository's files to read message schemas from (the same settings otherwise). */
export function odcsContextWith(context: OdcsContext, files: SourceFiles): OdcsContext {
  return {
    ...context,
    assets: undefined,
    loadAssets: messageSchemaLoader(files, context.rules, context.sourceTypeOf, context.dataSourceOf),
  };
}

/**
 * What an ODCS document's reading depends on besides its own bytes: caches of parsed contract
 * files add it to their keys, so a changed binding, login map or day is read anew.
 */
export function odcsContextKey(context: OdcsContext): string {
  const settings = JSON.stringify(context.settings ?? null);
  // No space: a key is `<blob>@<this> <path>`, and readers of a key take the path after its space.
  return `${context.today}.${createHash("sha1").update(settings).digest("hex").slice(0, 16)}`;
}

const matchers = new Map<string, (text: string) => boolean>();
function matches(pattern: string, text: string): boolean {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    const regex = picomatch.makeRe(pattern, { dot: true });
    matcher = (value) => value === pattern || regex.test(value);
    matchers.set(pattern, matcher);
  }
  return matcher(text);
}

/** The first binding of the configuration for the object, if any. */
export function bindingOf(document: Json, object: Json, settings?: OdcsSettings): OdcsBinding | undefined {
  const ids = [document.id, document.name].filter((v): v is string => typeof v === "string");
  const names = [object.name, object.physicalName].filter((v): v is string => typeof v === "string");
  return settings?.bindings?.find(
    (binding) =>
      ids.some((id) => matches(binding.contract, id)) &&
      (binding.object === undefined || names.some((name) => matches(binding.object!, name))),
  );
}

/** The resource names a binding gives the object, or the problem with it. */
export function boundNames(
  binding: OdcsBinding,
  object: Json,
  context: OdcsContext,
): { names: string[] } | { problem: string } {
  const name = String(object.name ?? "");
  const fill = (template: string) =>
    template
      .replaceAll("{object}", typeof object.physicalName === "string" ? object.physicalName : name)
      .replaceAll("{name}", name);
  if (binding.resource !== undefined) {
    const list = typeof binding.resource === "string" ? [binding.resource] : binding.resource;
    return { names: [...new Set(list.map(fill))] };
  }
  const file = fill(binding.file ?? "");
  const sourceType = context.sourceTypeOf(file);
  if (!sourceType) return { problem: `the binding's file ${file} is no schema file contract-sync reads` };
  const inner = binding.record ?? binding.table;
  const dataSource = context.dataSourceOf(file);
  if (SQL_SOURCE_TYPES.has(sourceType)) {
    // A SQL file's assets are named by their table, not by the file (contract-sync schema prints them).
    if (inner === undefined)
      return { problem: `the binding's SQL file ${file} needs table (e.g. public.orders)` };
    return { names: [resourceName(sourceType, dataSource, fill(inner))] };
  }
  const path = inner === undefined ? file : `${file}:${fill(inner)}`;
  return { names: [resourceName(sourceType, dataSource, path)] };
}

/** The configuration to write for an object no binding names: one line, to copy. */
export function bindingHint(document: Json, object: Json, resource?: string): string {
  const contract = JSON.stringify(String(document.id ?? document.name ?? ""));
  const name = JSON.stringify(String(object.name ?? ""));
  const target = JSON.stringify(resource ?? "<resource name as contract-sync schema prints it>");
  return `add to .github/contract-sync.yml: odcs: { bindings: [ { contract: ${contract}, object: ${name}, resource: ${target} } ] } (or file: <schema file> with record/table)`;
}
