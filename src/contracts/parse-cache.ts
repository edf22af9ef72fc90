import { type BlobKeyedStore, diskStore } from "./cache-file.js";
import type { LoadedContract } from "./contract-file.js";

/**
 * Contract files parsed before, by path and blob id, with the contracts each held: a publish of a
 * monorepo reads only the files whose bytes changed since (docs/configure.md "Monorepos"). Only a file that
 * parsed without a single diagnostic is kept: any other is read every time, so its problems are
 * always reported.
 */
export type ParsedContractStore = BlobKeyedStore<LoadedContract[]>;

/** The store in the cache folder (cache-file.ts): `contract-parse-v1.json`. */
export function diskParsedContracts(env: NodeJS.ProcessEnv = process.env): ParsedContractStore | undefined {
  return diskStore("contract-parse-v1", validEntry, env);
}

/** An entry's contracts name the file of its key, each with a line and an id. */
function validEntry(key: string, value: unknown): value is LoadedContract[] {
  const path = key.slice(key.indexOf(" ") + 1);
  return (
    Array.isArray(value) &&
    value.every((item) => {
      const loaded = item as Partial<LoadedContract> | null;
      return (
        loaded?.file === path &&
        Number.isInteger(loaded.line) &&
        typeof loaded.contract === "object" &&
        typeof loaded.contract?.id === "string"
      );
    })
  );
}
