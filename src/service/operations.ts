import { actionHandlers } from "./actions.js";
import { apiKeyHandlers } from "./api-keys.js";
import { configurationHandlers } from "./configurations.js";
import type { ServiceDeps } from "./context.js";
import { impactHandlers } from "./impact.js";
import { lineageHandlers } from "./lineage.js";
import { notificationHandlers } from "./notifications.js";
import { ssoHandlers } from "./sso.js";
import { telemetryHandlers } from "./telemetry.js";
import { webhookHandlers } from "./webhooks.js";

/** The operations besides contracts and assets, one module per resource family. */
export function operationHandlers(deps: ServiceDeps) {
  return {
    ...lineageHandlers(deps),
    ...impactHandlers(deps),
    ...actionHandlers(deps),
    ...ssoHandlers(deps),
    ...telemetryHandlers(deps),
    ...configurationHandlers(deps),
    ...webhookHandlers(deps),
    ...notificationHandlers(deps),
    ...apiKeyHandlers(deps),
  };
}
