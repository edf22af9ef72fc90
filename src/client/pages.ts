import { AdmissionGate } from "../admission-gate.js";
import { LIMITS } from "../api/limits.js";
import { ApiError } from "./errors.js";

/** How large one bulk request may be: items, and bytes of its JSON body. */
export interface PageLimits {
  maxItems: number;
  maxBytes: number;
}

/**
 * What fits the reference server (docs/service.md "Limits"): its items per request, and 95% of its body
 * limit, as a body's size is counted here from its items before the client validates and encodes it.
 */
export const DEFAULT_PAGE_LIMITS: PageLimits = {
  maxItems: LIMITS.assetsPerRequest,
  maxBytes: Math.floor(LIMITS.requestBodyBytes * 0.95),
};

export interface PagedRequest<T, R> {
  items: readonly T[];
  /** Bytes of the request body without its items (`{"assets":[],"prLink":"..."}`). */
  envelopeBytes: number;
  send(page: T[]): Promise<R>;
  /** Pages under way at once (default 1). */
  concurrency?: number;
  /** Fewer items per page than the limits allow (small pages that go in parallel). */
  maxItems?: number;
}

export interface PagedOutcome<T, R> {
  /** The pages the service answered, in the order of their items. */
  answered: Array<{ items: T[]; result: R }>;
  /** Items the service refused with 413 even alone: too large for it, whatever the page. */
  tooLarge: Array<{ item: T; bytes: number; error: ApiError }>;
  /** Items not sent, or sent in a page that failed: after the first failure nothing new starts. */
  notSent: T[];
  /** The first failure other than a 413. */
  error: unknown;
}

interface Sized<T> {
  item: T;
  index: number;
  bytes: number;
}

/**
 * Splits bulk requests into pages by count and encoded size. The limits are those of the
 * server: when it answers 413 to a page, both are lowered to half of that page and the page
 * is sent again in halves, and later pages of the run keep the lowered limits.
 */
export class Pager {
  readonly limits: PageLimits;

  constructor(limits: Partial<PageLimits> = {}) {
    this.limits = { ...DEFAULT_PAGE_LIMITS, ...definedOf(limits) };
    for (const [name, value] of Object.entries(this.limits)) {
      if (!Number.isInteger(value) || value < 1)
        throw new Error(`${name} must be an integer >= 1, got ${value}`);
    }
  }

  async send<T, R>(request: PagedRequest<T, R>): Promise<PagedOutcome<T, R>> {
    const outcome: PagedOutcome<T, R> = { answered: [], tooLarge: [], notSent: [], error: undefined };
    const order = new Map<Array<unknown>, number>();
    const gate = new AdmissionGate(request.concurrency ?? 1);
    let failed = false;
    const sendPage = async (page: Sized<T>[]): Promise<void> => {
      const release = await gate.acquire();
      let split: Sized<T>[][] | undefined;
      try {
        if (failed) {
          outcome.notSent.push(...page.map((s) => s.item));
          return;
        }
        const items = page.map((s) => s.item);
        const result = await request.send(items);
        order.set(items, page[0]?.index ?? 0);
        outcome.answered.push({ items, result });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 413)) {
          failed = true;
          outcome.error ??= error;
          outcome.notSent.push(...page.map((s) => s.item));
        } else if (page.length === 1) {
          const only = page[0] as Sized<T>;
          outcome.tooLarge.push({ item: only.item, bytes: only.bytes + request.envelopeBytes, error });
        } else {
          this.limits.maxItems = Math.min(this.limits.maxItems, Math.ceil(page.length / 2));
          const bytes = request.envelopeBytes + page.reduce((sum, s) => sum + s.bytes + 1, 0);
          this.limits.maxBytes = Math.min(this.limits.maxBytes, Math.max(1, Math.floor(bytes / 2)));
          split = this.split(page, request);
        }
      } finally {
        release();
      }
      if (split) await Promise.all(split.map(sendPage));
    };
    const sized = request.items.map((item, index) => ({
      item,
      index,
      bytes: Buffer.byteLength(JSON.stringify(item)),
    }));
    await Promise.all(this.split(sized, request).map(sendPage));
    outcome.answered.sort((a, b) => (order.get(a.items) ?? 0) - (order.get(b.items) ?? 0));
    return outcome;
  }

  /** Pages in item order, each within the limits (an item larger than the byte limit goes alone). */
  private split<T>(items: readonly Sized<T>[], request: PagedRequest<T, unknown>): Sized<T>[][] {
    const maxItems = Math.min(this.limits.maxItems, request.maxItems ?? Number.POSITIVE_INFINITY);
    const pages: Sized<T>[][] = [];
    let page: Sized<T>[] = [];
    let bytes = request.envelopeBytes;
    for (const sized of items) {
      // Items are joined by commas: one byte each after the first.
      const added = sized.bytes + (page.length > 0 ? 1 : 0);
      if (page.length > 0 && (page.length >= maxItems || bytes + added > this.limits.maxBytes)) {
        pages.push(page);
        page = [];
        bytes = request.envelopeBytes;
      }
      page.push(sized);
      bytes += sized.bytes + (page.length > 1 ? 1 : 0);
    }
    if (page.length > 0) pages.push(page);
    return pages;
  }
}

function definedOf(limits: Partial<PageLimits>): Partial<PageLimits> {
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}

/** Bytes of a request body's JSON without its items: `envelope` is the body with an empty list. */
export function envelopeBytes(envelope: unknown): number {
  return Buffer.byteLength(JSON.stringify(envelope));
}

/** The names of the two settings, as flags (`--max-request-items`) and action inputs. */
export const PAGE_LIMIT_SETTINGS = { maxItems: "max-request-items", maxBytes: "max-request-bytes" } as const;

/**
 * Page limits from their settings' text (unset or empty: the default). `where` names a setting
 * as the user gave it (`--max-request-items`, input 'max-request-items') in the error.
 */
export function pageLimitsFrom(
  read: (setting: string) => string | undefined,
  where: (setting: string) => string,
): Partial<PageLimits> {
  const limits: Partial<PageLimits> = {};
  for (const [key, setting] of Object.entries(PAGE_LIMIT_SETTINGS) as [keyof PageLimits, string][]) {
    const text = read(setting)?.trim();
    if (!text) continue;
    if (!/^\d+$/.test(text) || Number(text) < 1)
      throw new Error(`${where(setting)} must be an integer >= 1, got '${text}'`);
    limits[key] = Number(text);
  }
  return limits;
}
