import type { Contract } from "../api/resources.js";
import { contractSourceTypeOf, diffContractSchemas } from "../compliance/contract-breaks.js";
import { utcToday } from "../waivers/ledger.js";
import type { Html } from "./html.js";
import { type CatalogSource, FACETS, type ListQuery } from "./model.js";
import { assetsPage } from "./pages/assets.js";
import { contractPage } from "./pages/contract.js";
import type { Chrome } from "./pages/layout.js";
import { listPage } from "./pages/list.js";
import { diffPage, versionNumber } from "./pages/versions.js";
import { ASSETS_SHOWN, resourceNamesOf } from "./store-source.js";

/** Longest filter value taken from a query string (a longer one matches nothing anyway). */
const MAX_FILTER = 500;

/** The list's filters from a page's query parameters: unknown ones ignored, repeated ones the first. */
export function listQueryOf(params: Record<string, unknown>): ListQuery {
  const value = (name: string): string | undefined => {
    const raw = Array.isArray(params[name]) ? (params[name] as unknown[])[0] : params[name];
    return typeof raw === "string" && raw !== "" ? raw.slice(0, MAX_FILTER) : undefined;
  };
  const query: ListQuery = {
    q: value("q"),
    page: Math.max(1, Number.parseInt(value("page") ?? "1", 10) || 1),
  };
  for (const facet of FACETS) query[facet] = value(facet);
  return query;
}

export async function renderList(
  source: CatalogSource,
  chrome: Chrome,
  query: ListQuery,
  pageSize?: number,
): Promise<Html> {
  return listPage(chrome, await source.list(query, pageSize));
}

/** The contract's page, or undefined when there is no such contract. */
export async function renderContract(source: CatalogSource, chrome: Chrome, id: string, now = new Date()) {
  const detail = await source.contract(id);
  return detail ? contractPage(chrome, detail, utcToday(now)) : undefined;
}

/**
 * The diff between two versions of a contract (numbered from 1, the oldest), by the same judgement
 * of schema changes as the check's (compliance/contract-breaks.ts); undefined for an unknown
 * contract or version.
 */
export async function renderDiff(
  source: CatalogSource,
  chrome: Chrome,
  id: string,
  from: number,
  to: number,
) {
  const detail = await source.contract(id);
  return detail ? diffOf(chrome, id, detail.versions, from, to) : undefined;
}

/** The diff page between two of `versions` (newest first), or undefined for an unknown version. */
export function diffOf(chrome: Chrome, id: string, versions: readonly Contract[], from: number, to: number) {
  const at = (n: number) =>
    Number.isInteger(n) && n >= 1 && n <= versions.length ? versions[versions.length - n] : undefined;
  const older = at(from);
  const newer = at(to);
  if (!older || !newer) return undefined;
  const name = versions[0]!.contractSpec.name ?? id;
  const changes = diffContractSchemas(
    older.contractSpec.schema ?? [],
    newer.contractSpec.schema ?? [],
    contractSourceTypeOf(resourceNamesOf(newer)),
  );
  return diffPage(chrome, {
    contractId: id,
    name,
    from: { number: versionNumber(versions, versions.indexOf(older)), contract: older },
    to: { number: versionNumber(versions, versions.indexOf(newer)), contract: newer },
    changes,
  });
}

export async function renderAssets(source: CatalogSource, chrome: Chrome): Promise<Html> {
  return assetsPage(chrome, await source.assetsWithoutContract(), ASSETS_SHOWN);
}
