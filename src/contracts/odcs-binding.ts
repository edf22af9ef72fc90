import { createHash } from "node:crypto";
import picomatch from "picomatch";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { SourceType } from "../api/source-types.js";
import type { ConfigRules } from "../config/config.js";
import type { OdcsBinding, OdcsSettings } from "../config/odcs-config.js";
import { defaultDataSource, detectSourceType } from "../schema/index.js";
import { resourceName } from "../schema/model.js";
import { utcToday } from "../waivers/ledger.js";

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
}

type Json = Record<string, unknown>;

export function odcsContextOf(rules?: ConfigRules, today = utcToday()): OdcsContext {
  const fallback = defaultDataSource();
  return {
    settings: rules?.config.odcs,
    sourceTypeOf: (path) => rules?.sourceTypeFor(path) ?? detectSourceType(path),
    dataSourceOf: (path) => rules?.dataSourceFor(path) ?? fallback,
    today,
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
export function bindingHint(document: Json, object: Json): string {
  const contract = JSON.stringify(String(document.id ?? document.name ?? ""));
  const name = JSON.stringify(String(object.name ?? ""));
  return `add to .github/contract-sync.yml: odcs: { bindings: [ { contract: ${contract}, object: ${name}, resource: "<resource name as contract-sync schema prints it>" } ] } (or file: <schema file> with record/table)`;
}
