import * as core from "@actions/core";
import { closeReaders } from "../schema/index.js";
import { defaultDeps } from "./deps.js";
import { type ActionIO, describeFailure, runAction } from "./run-action.js";
import { readSettings } from "./settings.js";

const coreIO: ActionIO = {
  info: (message) => core.info(message),
  warning: (message, place) => core.warning(message, place),
  error: (message, place) => core.error(message, place),
  notice: (message, place) => core.notice(message, place),
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (message) => core.setFailed(message),
  setSecret: (secret) => core.setSecret(secret),
  appendSummary: async (markdown) => {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await core.summary.addRaw(markdown, true).write();
  },
};

/** The action's entry: settings once, then the workflow; any error fails the step with its message. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings(
      (name) => core.getInput(name),
      process.env.GITHUB_WORKSPACE ?? process.cwd(),
    );
    await runAction(settings, process.env, coreIO, defaultDeps);
  } catch (error) {
    core.setFailed(describeFailure(error));
  } finally {
    await closeReaders();
  }
}
