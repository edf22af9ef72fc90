import type { Store } from "../store/port.js";
import { checkHandlers } from "./asset-checks.js";
import { assetHandlers } from "./assets.js";
import type { ExtensionHandlers, SeedHandlers, ServiceDeps } from "./context.js";
import { contractHandlers } from "./contracts.js";
import { type AssetMarkdownInput, renderAssetMarkdown } from "./markdown.js";
import { operationHandlers } from "./operations.js";

export type { Caller, ExtensionHandlers, SeedHandlers } from "./context.js";
export { ServiceError } from "./errors.js";

/** The whole interface as plain functions: one per operation id, seed and extensions. */
export type Service = SeedHandlers & ExtensionHandlers;

export interface ServiceOptions {
  /** Refuse webhook targets on loopback/private networks unless true: a server's own network is not the caller's to reach. */
  allowPrivateWebhooks?: boolean;
  /** Called when messages were queued; the server wakes its delivery worker. */
  onQueued?: () => void;
  /** COMMENT_MARKDOWN rendering of one asset's result. */
  renderMarkdown?: (input: AssetMarkdownInput) => string;
  /**
   * Make the listing's form of each contract written in the background (ContractRowCache): a
   * server's listing after a publish then finds them made. Off by default: a one-shot run (the
   * embedded service) never lists what it seeds.
   */
  warmWrittenContracts?: boolean;
  /** The clock whose UTC day a write's sunsets are judged on (default: the system's); tests move it. */
  now?: () => Date;
}

/**
 * The Data Contract Service without HTTP: the fastify adapter (src/server)
 * calls it per request, the embedded mode included (an in-process server on a
 * loopback port). Requests are expected already validated by the endpoint
 * table's schemas.
 */
export function createService(store: Store, options: ServiceOptions = {}): Service {
  const deps: ServiceDeps = {
    store,
    allowPrivateWebhooks: options.allowPrivateWebhooks ?? false,
    onQueued: options.onQueued ?? (() => {}),
    warmWrittenContracts: options.warmWrittenContracts ?? false,
    now: options.now ?? (() => new Date()),
  };
  const service: Service = {
    ...contractHandlers(deps),
    ...assetHandlers(deps),
    ...checkHandlers(deps, options.renderMarkdown ?? renderAssetMarkdown),
    ...operationHandlers(deps),
  };
  return service;
}
