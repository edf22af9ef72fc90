import type { Component, Contract, ContractViolation } from "../api/resources.js";

/** What the contract list shows of one contract, and filters and searches on. */
export interface ContractSummary {
  id: string;
  name: string;
  /** The contract's namespace (its domain); "" when it names none. */
  domain: string;
  owner: string;
  status: string;
  level: string;
  doc: string;
  resourceNames: string[];
  updatedAt: string;
}

/** The list's filters, from the page's query parameters; every one optional. */
export interface ListQuery {
  q?: string | undefined;
  domain?: string | undefined;
  owner?: string | undefined;
  status?: string | undefined;
  level?: string | undefined;
  page: number;
}

export const FACETS = ["domain", "owner", "status", "level"] as const;
export type Facet = (typeof FACETS)[number];

export interface ListPage {
  query: ListQuery;
  items: (ContractSummary & { violations: number })[];
  /** Contracts that match the filters, over all pages. */
  total: number;
  pageSize: number;
  /** Each facet's values over the whole catalog, with how many contracts hold each. */
  facets: Record<Facet, [string, number][]>;
}

/** A `BREAK_ACCEPTED` event of the change log: a break accepted by a merge, a waiver or an asset. */
export interface AcceptedBreak {
  at: string;
  payload: Record<string, unknown>;
}

export interface ContractDetail {
  /** Newest first; the first is the contract as it stands. */
  versions: Contract[];
  violations: ContractViolation[];
  acceptedBreaks: AcceptedBreak[];
  /** The lineage components within two hops of the contract's assets. */
  components: Component[];
}

export interface UncontractedAsset {
  resourceName: string;
  type: string;
  path: string;
  updatedAt: string;
}

export interface AssetGroup {
  dataSource: string;
  assets: UncontractedAsset[];
}

/** Where the pages' data comes from: the service's store (serve, the static site's embedded one). */
export interface CatalogSource {
  /** A page of the list (`pageSize`: 50 unless said; the static site asks for all on one page). */
  list(query: ListQuery, pageSize?: number): Promise<ListPage>;
  contract(id: string): Promise<ContractDetail | undefined>;
  assetsWithoutContract(): Promise<AssetGroup[]>;
  /** Every listed contract's id (the static site writes a page for each). */
  contractIds(): Promise<string[]>;
}
