// The wire, in one import: resources, endpoint bodies, the endpoint tables and the OpenAPI generator.
export * from "./endpoints.js";
export * from "./events.js";
export * from "./extensions.js";
export * from "./messages.js";
export { buildOpenApiDocument, type OpenApiOptions } from "./openapi.js";
export * from "./resources.js";
export * from "./schema-node.js";
export * from "./source-types.js";
