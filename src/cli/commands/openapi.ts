import { buildOpenApiDocument } from "../../api/openapi.js";
import { parseByTable } from "../help.js";
import type { CommandRun } from "../io.js";

/** `contract-sync openapi [--server-url URL]`: prints the OpenAPI 3.1 document as JSON. */
export const run: CommandRun = async (args, io) => {
  const serverUrl = parseByTable(["openapi"], args).text("server-url");
  const document = buildOpenApiDocument({
    version: io.env.CONTRACT_SYNC_VERSION ?? "0.1.0",
    ...(serverUrl ? { serverUrl } : {}),
  });
  io.stdout(`${JSON.stringify(document, null, 2)}\n`);
  return 0;
};
