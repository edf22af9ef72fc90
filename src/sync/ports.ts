import type { ApiClient } from "../client/client.js";

/** What the workflows need of a Data Contract Service (the typed client, remote or embedded). */
export type ServicePort = Pick<
  ApiClient,
  | "createContracts"
  | "registerAssets"
  | "registerS3Assets"
  | "checkAssetsCompliance"
  | "bulkCheckContractCompliance"
>;

/** Progress lines for long runs (the action's log, the CLI's stderr). */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {} };
