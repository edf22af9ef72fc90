import * as core from "@actions/core";
import type { ActionIO, AnnotationPlace } from "./run-action.js";

/**
 * The runner reads every stdout line that starts (after whitespace) with `::`, or that
 * holds the legacy `##[`, as a workflow command. Log text carries strings from the
 * pull request (contract names, SQL errors, paths), so it is made one inert line:
 * CR and LF shown as `\r` and `\n`, and a zero-width space breaks a leading `::`
 * and every `##[`, which the runner then reads as plain text.
 */
export function inertLogText(text: string): string {
  const oneLine = text.replace(/\r/g, "\\r").replace(/\n/g, "\\n").replace(/##\[/g, "##\u200B[");
  return /^\s*::/.test(oneLine) ? oneLine.replace("::", ":\u200B:") : oneLine;
}

function inertPlace(place: AnnotationPlace | undefined): core.AnnotationProperties | undefined {
  if (!place) return undefined;
  return {
    ...(place.title === undefined ? {} : { title: inertLogText(place.title) }),
    ...(place.file === undefined ? {} : { file: inertLogText(place.file) }),
    ...(place.startLine === undefined ? {} : { startLine: place.startLine }),
  };
}

/**
 * The production ActionIO over @actions/core. Every message and annotation property
 * passes `inertLogText` here, the one place all log text goes through, so no caller
 * can forget it. Outputs go to GITHUB_OUTPUT (a file, random delimiter) and the
 * summary to its file, so their values stay as they are.
 */
export const coreIO: ActionIO = {
  info: (message) => core.info(inertLogText(message)),
  warning: (message, place) => core.warning(inertLogText(message), inertPlace(place)),
  error: (message, place) => core.error(inertLogText(message), inertPlace(place)),
  notice: (message, place) => core.notice(inertLogText(message), inertPlace(place)),
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (message) => core.setFailed(inertLogText(message)),
  setSecret: (secret) => core.setSecret(secret),
  appendSummary: async (markdown) => {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await core.summary.addRaw(markdown, true).write();
  },
};
