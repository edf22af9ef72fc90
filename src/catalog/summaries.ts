import type { ContractSummary, Facet, ListPage, ListQuery } from "./model.js";
import { FACETS } from "./model.js";

/** Contracts per page of the list. */
export const PAGE_SIZE = 50;
/** Values shown per facet (the most used first): a select of 10,000 owners helps nobody. */
const FACET_VALUES = 200;

/** A summary's text that search looks in, lower-cased once. */
const haystacks = new WeakMap<ContractSummary, string>();

function haystackOf(summary: ContractSummary): string {
  let text = haystacks.get(summary);
  if (text === undefined) {
    text = [summary.name, summary.id, summary.domain, summary.owner, summary.doc, ...summary.resourceNames]
      .join("\n")
      .toLowerCase();
    haystacks.set(summary, text);
  }
  return text;
}

/**
 * The list's filters over the whole catalog's summaries, in memory: the summaries of 10,000
 * contracts are a few MB and filtering them takes a few ms, where asking the store to sort and
 * search their JSON bodies per request takes hundreds. ARCHIVED contracts are listed only when the
 * status filter asks for them.
 */
export function filterSummaries(all: readonly ContractSummary[], query: ListQuery): ContractSummary[] {
  const needle = query.q?.trim().toLowerCase();
  return all.filter(
    (s) =>
      (query.status ? s.status === query.status : s.status !== "ARCHIVED") &&
      (!query.domain || s.domain === query.domain) &&
      (!query.owner || s.owner === query.owner) &&
      (!query.level || s.level === query.level) &&
      (!needle || haystackOf(s).includes(needle)),
  );
}

/** The values of each facet over all contracts, most used first, then by name. */
export function facetsOf(all: readonly ContractSummary[]): ListPage["facets"] {
  const facets = {} as ListPage["facets"];
  for (const facet of FACETS) {
    const counts = new Map<string, number>();
    for (const s of all) counts.set(s[facet], (counts.get(s[facet]) ?? 0) + 1);
    facets[facet] = [...counts]
      .filter(([value]) => value !== "")
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, FACET_VALUES);
  }
  return facets;
}

/** By name (case folded once per summary, not per comparison), then id: the order people look for a contract in. */
export function sortedByName(summaries: ContractSummary[]): ContractSummary[] {
  const keyed = summaries.map((s) => ({ key: s.name.toLowerCase(), s }));
  keyed.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.s.id < b.s.id ? -1 : a.s.id > b.s.id ? 1 : 0,
  );
  return keyed.map((k) => k.s);
}

/** The page's slice of the matching summaries (pages count from 1; past the end, the last). */
export function pageOf<T>(
  matching: readonly T[],
  page: number,
  size = PAGE_SIZE,
): { items: T[]; page: number } {
  const last = Math.max(1, Math.ceil(matching.length / size));
  const shown = Math.min(Math.max(1, page), last);
  return { items: matching.slice((shown - 1) * size, shown * size), page: shown };
}

export type { Facet };
