import { EOL } from "node:os";
import { inertLogText } from "../report/inert-log.js";
import type { ActionIO, AnnotationPlace } from "./run-action.js";
import { appendSummary, type CommandProperties, issueCommand, setOutput } from "./runner-commands.js";

export { inertLogText };

function inertPlace(place: AnnotationPlace | undefined): CommandProperties {
  if (!place) return {};
  return {
    title: place.title === undefined ? undefined : inertLogText(place.title),
    file: place.file === undefined ? undefined : inertLogText(place.file),
    line: place.startLine,
  };
}

/**
 * The production ActionIO: workflow commands on stdout (src/action/runner-commands.ts).
 * Every message and annotation property passes `inertLogText` here, the one place all
 * log text goes through, so no caller can forget it. Outputs go to GITHUB_OUTPUT (a
 * file, random delimiter) and the summary to its file, so their values stay as they are.
 */
export const coreIO: ActionIO = {
  info: (message) => {
    process.stdout.write(`${inertLogText(message)}${EOL}`);
  },
  warning: (message, place) => issueCommand("warning", inertPlace(place), inertLogText(message)),
  error: (message, place) => issueCommand("error", inertPlace(place), inertLogText(message)),
  notice: (message, place) => issueCommand("notice", inertPlace(place), inertLogText(message)),
  setOutput: (name, value) => setOutput(name, value),
  setFailed: (message) => {
    process.exitCode = 1;
    issueCommand("error", {}, inertLogText(message));
  },
  setSecret: (secret) => issueCommand("add-mask", {}, secret),
  appendSummary: async (markdown) => {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await appendSummary(markdown);
  },
};
