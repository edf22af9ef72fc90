import { type BlobKeyedStore, blobKey, diskStore, isStrings } from "./cache-file.js";
import type { LoadedContract } from "./contract-file.js";

/**
 * What a check needs to know of a contract file it may not read: the ids and resource names of its
 * contracts. Known only for a file that parsed without a single diagnostic: any other file is read
 * every time, so its problems are always reported.
 */
export interface ContractSummary {
  ids: string[];
  names: string[];
}

/** The contracts a check asks for: those naming one of `names`, or having one of `ids`. */
export interface ContractSelection {
  names: ReadonlySet<string>;
  ids: ReadonlySet<string>;
}

/** Summaries kept between runs, by path and blob id (cache-file.ts). */
export type ContractIndexStore = BlobKeyedStore<ContractSummary>;

/** The key of a file's summary: its path and the blob id of its bytes. */
export const indexKey = blobKey;

export function summaryOf(contracts: readonly LoadedContract[]): ContractSummary {
  return {
    ids: contracts.map((c) => c.contract.id),
    names: [
      ...new Set(
        contracts.flatMap((c) => [
          ...(c.contract.dataAssetResourceName ? [c.contract.dataAssetResourceName] : []),
          ...(c.contract.dataAssetResourceNameList ?? []),
        ]),
      ),
    ],
  };
}

export function selects(selection: ContractSelection, summary: ContractSummary): boolean {
  return summary.ids.some((id) => selection.ids.has(id)) || summary.names.some((n) => selection.names.has(n));
}

/**
 * The store in the cache folder (cache-file.ts): `contract-index-v1.json`, off with
 * `CONTRACT_SYNC_READ_CACHE=0` like the Postgres read cache.
 */
export function diskContractIndex(env: NodeJS.ProcessEnv = process.env): ContractIndexStore | undefined {
  return diskStore(
    "contract-index-v1",
    (_key, value): value is ContractSummary => {
      const summary = value as Partial<ContractSummary> | null;
      return isStrings(summary?.ids) && isStrings(summary?.names);
    },
    env,
  );
}
