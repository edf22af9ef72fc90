import { formatResourceName } from "../api/resource-name.js";
import type { ContractCreate } from "../api/resources.js";
import type { ApiError } from "../client/errors.js";
import { envelopeBytes, type PagedOutcome, type Pager } from "../client/pages.js";
import { errorMessage } from "../error-message.js";
import type { ServicePort } from "./ports.js";

/** Contracts per write: small pages, several at once (a contract write is one transaction per page). */
const CONTRACTS_PER_PAGE = 50;
/** Pages (and git or GitHub look-ups) under way at once. */
export const CONCURRENCY = 8;

/** A bulk write that stopped partway, or left items out as too large: what the service took, and what not. */
export class PartialWriteError<T> extends Error {
  override name = "PartialWriteError";
  constructor(
    message: string,
    /** Items of the pages the service answered. */
    readonly applied: T[],
    /** Items not sent, or sent in the page that failed. */
    readonly notApplied: T[],
    /** Items the service refuses even alone (413), with why. */
    readonly tooLarge: Array<{ item: T; reason: string }>,
    /** The failure that stopped the write; undefined when only too-large items were left out. */
    readonly failure: unknown,
  ) {
    super(message, failure === undefined ? undefined : { cause: failure });
  }
}

/**
 * The service with every bulk call paged (src/client/pages.ts): one call of the caller becomes as many
 * requests as the server's limits need, and the answers are merged into one. An asset too
 * large for the server is a failed registration outcome naming it; a failure partway through
 * a write throws a PartialWriteError that says what was applied.
 */
export function pagedService(service: ServicePort, pager: Pager): ServicePort {
  /** Pages of a body whose items are its `assets`, each sent as the body with those assets. */
  const byAssets = <B extends { assets: unknown[] }, R>(body: B, send: (page: B) => Promise<R>) =>
    pager.send({
      items: body.assets as B["assets"][number][],
      envelopeBytes: envelopeBytes({ ...body, assets: [] }),
      concurrency: CONCURRENCY,
      send: (assets: B["assets"][number][]) => send({ ...body, assets }),
    });
  return {
    listContracts: (...args) => service.listContracts(...args),
    listDataAssets: (...args) => service.listDataAssets(...args),
    dataAssetImpact: (...args) => service.dataAssetImpact(...args),

    async createContracts(body) {
      const items = Array.isArray(body) ? body : [body];
      const outcome = await pager.send({
        items,
        envelopeBytes: 2,
        concurrency: CONCURRENCY,
        maxItems: CONTRACTS_PER_PAGE,
        send: (page: ContractCreate[]) => service.createContracts(page),
      });
      if (outcome.error !== undefined || outcome.tooLarge.length > 0) throw partial("contract", outcome);
      const answers = outcome.answered.map((p) => p.result);
      return {
        message: answers.map((a) => a.message).join("; "),
        contractIds: answers.flatMap((a) => a.contractIds),
      };
    },

    async registerAssets(body) {
      const outcome = await byAssets(body, (page) => service.registerAssets(page));
      if (outcome.error !== undefined) throw partial("asset registration", outcome);
      return {
        asset_registration_outcomes: [
          ...outcome.answered.flatMap((p) => p.result.asset_registration_outcomes),
          ...outcome.tooLarge.map((large) => ({
            data_asset_resource_name: large.item.data_asset_resource_name,
            error: tooLargeText(large),
          })),
        ],
      };
    },

    registerS3Assets: (body) => pagedS3Registration(service, pager, body),

    async checkAssetsCompliance(body) {
      const outcome = await byAssets(body, (page) => service.checkAssetsCompliance(page));
      const large = outcome.tooLarge[0];
      if (large) {
        throw new Error(
          `${formatResourceName(large.item.data_asset_resource_name)} cannot be checked: ${tooLargeText(large)}`,
        );
      }
      if (outcome.error !== undefined) throw outcome.error;
      return outcome.answered.flatMap((p) => p.result);
    },

    bulkCheckContractCompliance: (body) => pagedContractCheck(service, pager, body),
  };
}

/** Object-storage registration, paged by its assets; assets too large even alone are named as refused. */
async function pagedS3Registration(
  service: ServicePort,
  pager: Pager,
  body: Parameters<ServicePort["registerS3Assets"]>[0],
): ReturnType<ServicePort["registerS3Assets"]> {
  const outcome = await pager.send({
    items: body.assets,
    envelopeBytes: envelopeBytes({ ...body, assets: [] }),
    concurrency: CONCURRENCY,
    send: (assets: typeof body.assets) => service.registerS3Assets({ ...body, assets }),
  });
  if (outcome.error !== undefined) throw partial("object-storage registration", outcome);
  const answers = outcome.answered.map((p) => p.result);
  const refused = outcome.tooLarge.map(
    (large) =>
      `${formatResourceName({ source_type: "s3", data_source: large.item.bucket, path: large.item.pattern })}: ${tooLargeText(large)}`,
  );
  return {
    message: [...answers.map((a) => a.message), ...refused].join("; "),
    registered: answers.flatMap((a) => a.registered),
    success: refused.length === 0 && answers.every((a) => a.success),
  };
}

/** A contract checked against many assets (endpoint 10), paged by the asset names. */
async function pagedContractCheck(
  service: ServicePort,
  pager: Pager,
  body: Parameters<ServicePort["bulkCheckContractCompliance"]>[0],
): ReturnType<ServicePort["bulkCheckContractCompliance"]> {
  const { dataAssetResourceNames: names, ...contract } = body.contract;
  const outcome = await pager.send({
    items: names,
    envelopeBytes: envelopeBytes({ ...body, contract: { ...contract, dataAssetResourceNames: [] } }),
    concurrency: CONCURRENCY,
    send: (page: string[]) =>
      service.bulkCheckContractCompliance({
        ...body,
        contract: { ...contract, dataAssetResourceNames: page },
      }),
  });
  const large = outcome.tooLarge[0];
  if (large) throw new Error(`the contract check of ${large.item} is too large for the service`);
  if (outcome.error !== undefined) throw outcome.error;
  return { results: Object.assign({}, ...outcome.answered.map((p) => p.result.results)) };
}

/** Why an item was left out: its size, and what the server said of it (the 413 names its limit). */
export function tooLargeText(large: { bytes: number; error: ApiError }): string {
  const said = large.error.problem?.detail ?? large.error.message;
  return `too large for the service: ${large.bytes} bytes encoded, refused even alone (${said})`;
}

/**
 * What a bulk write that did not fully go through throws: the service's own error when it took
 * nothing (a refused key or an unreachable service reads as such), else a PartialWriteError.
 */
function partial<T, R>(what: string, outcome: PagedOutcome<T, R>): unknown {
  if (outcome.answered.length === 0 && outcome.tooLarge.length === 0) return outcome.error;
  const applied = outcome.answered.flatMap((p) => p.items);
  const total = applied.length + outcome.notSent.length + outcome.tooLarge.length;
  const failure = outcome.error;
  const message =
    failure === undefined
      ? `${outcome.tooLarge.length} of ${total} ${what} items too large for the service`
      : `the service failed after ${applied.length} of ${total} ${what} items: ${errorMessage(failure)}`;
  return new PartialWriteError(
    message,
    applied,
    outcome.notSent,
    outcome.tooLarge.map((large) => ({ item: large.item, reason: tooLargeText(large) })),
    failure,
  );
}
