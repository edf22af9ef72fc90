import { z } from "zod";

/**
 * The documented maxima of the service (docs/service.md "Limits"). Strings are counted in
 * Unicode characters (code points), as zod counts them. Every index over client text
 * uses a hash of it (migration 2), so no length here can overflow an index row;
 * the maxima bound the work and storage of one request instead.
 */
export const LIMITS = {
  /** A data asset resource name (`{source_type}://{data_source}:{path}`), also in endpoint 2's path. */
  resourceName: 1024,
  /** The data_source part of a structured resource name. */
  dataSource: 256,
  /** The path part of a structured resource name. */
  resourcePath: 750,
  /** Names: schema fields, contracts, webhooks, actions, namespaces, users. */
  name: 256,
  /** Ids a client chooses (action ids, run ids, event types, ...). */
  id: 128,
  /** Selector fields of a configuration (config_type, language, version). */
  selector: 256,
  /** A repository name or URL, a file path, a project root. */
  location: 1024,
  /** URLs (webhook targets, git repositories, PR links). */
  url: 2048,
  /** Free text: docs, descriptions, summaries. */
  doc: 10_000,
  /** Nodes of one schema tree, nested ones counted (the root too). */
  schemaNodes: 5_000,
  /** Depth of one schema tree. */
  schemaDepth: 256,
  /** Resource names one contract covers; reviewers; triggers; destinations; small lists. */
  listItems: 100,
  /** Bytes of a request body, of `serve` (413 beyond; `serve --body-limit` sets another). */
  requestBodyBytes: 1024 * 1024,
  /** Assets per register or check request (413 beyond). */
  assetsPerRequest: 1_000,
  /** Contracts per create request (413 beyond). */
  contractsPerRequest: 1_000,
  /** Resource names per bulk check (413 beyond). */
  namesPerBulkCheck: 1_000,
  /** Violation events one check writes per asset; the rest are counted, not stored. */
  violationsStoredPerCheck: 100,
  /** Webhook headers per endpoint. */
  webhookHeaders: 20,
} as const;

export type Limits = { readonly [K in keyof typeof LIMITS]: number };

/** The limits that bound how many items one request carries (413 beyond; `serve` may set others). */
export type CountLimit = "assetsPerRequest" | "contractsPerRequest" | "namesPerBulkCheck";

/**
 * A list in a request body bounded by a count limit. It is counted on the raw body, before
 * validation, so an oversized request is refused for its size, not for its thousandth bad item.
 */
export interface CountedItems {
  limit: CountLimit;
  /** RFC 6901 pointer of the list in the request, for the problem's errors. */
  pointer: string;
  count(body: unknown): number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function lengthAt(value: unknown, key: string): number {
  const list = isObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list.length : 0;
}

/** The `assets` list of a register or check body. */
export const ASSETS_OF_BODY: CountedItems = {
  limit: "assetsPerRequest",
  pointer: "/body/assets",
  count: (body) => lengthAt(body, "assets"),
};

/** One contract, or an array of them. */
export const CONTRACTS_OF_BODY: CountedItems = {
  limit: "contractsPerRequest",
  pointer: "/body",
  count: (body) => (Array.isArray(body) ? body.length : 1),
};

/** The resource names of a bulk check. */
export const NAMES_OF_BULK_CHECK: CountedItems = {
  limit: "namesPerBulkCheck",
  pointer: "/body/contract/dataAssetResourceNames",
  count: (body) => lengthAt(isObject(body) ? body.contract : undefined, "dataAssetResourceNames"),
};

const bounded = (max: number, what: string) =>
  z.string().max(max, `must be at most ${max} characters (${what})`);

export const ResourceNameText = bounded(LIMITS.resourceName, "resource name limit");
export const NameText = bounded(LIMITS.name, "name limit");
export const IdText = bounded(LIMITS.id, "id limit");
export const SelectorText = bounded(LIMITS.selector, "selector limit");
export const LocationText = bounded(LIMITS.location, "location limit");
export const UrlText = bounded(LIMITS.url, "URL limit");
export const DocText = bounded(LIMITS.doc, "text limit");
