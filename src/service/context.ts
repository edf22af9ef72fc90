import type { OperationId, RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type {
  ExtensionOperationId,
  ExtensionRequestOf,
  ExtensionResponseInputOf,
} from "../api/extensions.js";
import type { Store } from "../store/port.js";

/** Who is asking: every query of the service is scoped to this workspace. */
export interface Caller {
  workspaceId: string;
  /** A check's contract epoch, read from when the request arrived (the server starts it: `contractEpochRead`). */
  contractEpoch?: Promise<number> | undefined;
}

/** The service's wiring, shared by its modules. */
export interface ServiceDeps {
  store: Store;
  allowPrivateWebhooks: boolean;
  /** Called after a transaction queued webhook messages (wakes the delivery worker). */
  onQueued: () => void;
  /** See ServiceOptions.warmWrittenContracts. */
  warmWrittenContracts: boolean;
  /** See ServiceOptions.now. */
  now: () => Date;
}

export type SeedHandlers = {
  [Op in OperationId]: (caller: Caller, request: RequestOf<Op>) => Promise<ResponseInputOf<Op>>;
};

export type ExtensionHandlers = {
  [Op in Exclude<ExtensionOperationId, "healthz" | "readyz" | "getOpenApi">]: (
    caller: Caller,
    request: ExtensionRequestOf<Op>,
  ) => Promise<ExtensionResponseInputOf<Op>>;
};

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"). */
