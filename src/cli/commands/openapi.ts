import { buildOpenApiDocument } from "../../api/openapi.js";
import { type CommandRun, UsageError } from "../io.js";

/** `contract-sync openapi [--server-url URL]`: prints the OpenAPI 3.1 document as JSON. */
export const run: CommandRun = async (args, io) => {
  let serverUrl: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--server-url") {
      serverUrl = args[++i];
      if (!serverUrl) throw new UsageError("--server-url needs a URL");
    } else if (arg?.startsWith("--server-url=")) {
      serverUrl = arg.slice("--server-url=".length);
    } else {
      throw new UsageError(`unknown argument '${arg}' (usage: contract-sync openapi [--server-url URL])`);
    }
  }
  const document = buildOpenApiDocument({
    version: io.env.CONTRACT_SYNC_VERSION ?? "0.1.0",
    ...(serverUrl ? { serverUrl } : {}),
  });
  io.stdout(`${JSON.stringify(document, null, 2)}\n`);
  return 0;
};
