import { closeGitHubNetwork } from "../github/github-fetch.js";
import { closeSharedHostIfLoaded } from "../pglite/shared-closer.js";
import { compileWasmForOneShotRun } from "../pglite/wasm-tiering.js";
import { coreIO } from "./core-io.js";
import { defaultDeps } from "./deps.js";
import { describeFailure, runAction } from "./run-action.js";
import { getInput } from "./runner-commands.js";
import { readSettings } from "./settings.js";

/** The action's entry: settings once, then the workflow; any error fails the step with its message. */
export async function run(): Promise<void> {
  compileWasmForOneShotRun();
  try {
    const settings = readSettings(getInput, process.env.GITHUB_WORKSPACE ?? process.cwd());
    await runAction(settings, process.env, coreIO, defaultDeps);
  } catch (error) {
    // The same inert path as every other line: the message may quote an input or the repository.
    coreIO.setFailed(describeFailure(error));
  } finally {
    // The readers' shared PGlite, if anything loaded it: closeReaders (schema/index.ts) without
    // loading every reader into a run that reads no schema.
    await Promise.all([closeSharedHostIfLoaded(), closeGitHubNetwork()]);
  }
}
