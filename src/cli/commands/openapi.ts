import type { CommandRun } from "../io.js";

// Placeholder until the OpenAPI generator of src/api lands (issue 2).
export const run: CommandRun = async (_args, io) => {
  io.stderr("openapi: not yet implemented\n");
  return 1;
};
