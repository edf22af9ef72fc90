// docs/reference/endpoints.md from the endpoint tables (src/api/endpoints.ts, the interface's 20;
// src/api/extensions.ts, ours): method, path, what it does, statuses, and what the table declares.
import { type EndpointSpec, type EndpointTable, endpoints, isIdempotent } from "../../src/api/endpoints.js";
import { extensionEndpoints } from "../../src/api/extensions.js";
import { LIMITS } from "../../src/api/limits.js";
import { cell, code, generatedBanner, page, table } from "./markdown.js";

function notes(spec: EndpointSpec): string {
  return [
    spec.public ? "no key" : "",
    spec.counted
      ? `at most ${LIMITS[spec.counted.limit].toLocaleString("en-US")} items (\`${spec.counted.limit}\`; 413 beyond)`
      : "",
    isIdempotent(spec) ? "idempotent" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

function rows(table: EndpointTable, numbered: boolean): string[][] {
  return Object.entries(table).map(([operationId, spec], i) => [
    ...(numbered ? [String(i + 1)] : []),
    code(operationId),
    code(`${spec.method} ${spec.path}`),
    cell(spec.summary),
    String(spec.status),
    spec.errors.join(", "),
    notes(spec),
  ]);
}

export function endpointsPage(): string {
  const header = ["operation", "method and path", "what it does", "success", "errors", "notes"];
  return page([
    "# Service endpoints",
    generatedBanner("the endpoint tables, `src/api/endpoints.ts` and `src/api/extensions.ts`"),
    "Every error answer is RFC 9457 problem+json. The shapes of each request and answer: `contract-sync openapi` prints the OpenAPI 3.1 document generated from the same tables; what each resource means: [service-interface.md](../service-interface.md).",
    "## The interface's endpoints",
    table(["#", ...header], rows(endpoints, true)),
    "## Extensions",
    "Operations beyond the interface that running the service needs (marked `x-extension` in the OpenAPI document).",
    table(header, rows(extensionEndpoints, false)),
  ]);
}
