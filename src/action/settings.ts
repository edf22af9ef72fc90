import { isAbsolute, resolve } from "node:path";
import { type PageLimits, pageLimitsFrom } from "../client/pages.js";
import { FAIL_ON, type FailOn } from "../compliance/verdict.js";
import { errorMessage } from "../error-message.js";
import { INPUTS, type InputKey, MODES, type Mode } from "./inputs.js";

/** Everything the action was asked to do, parsed and checked once. */
export interface ActionSettings {
  /** Base URL of a remote service; undefined runs the embedded one. */
  apiUrl: string | undefined;
  apiKey: string | undefined;
  githubToken: string | undefined;
  /** Repository-relative path of the config file. */
  configPath: string;
  /** A path other than the default was given: it must exist (the default may be absent). */
  configExplicit?: boolean | undefined;
  mode: Mode;
  comment: boolean;
  /** undefined: the contracts' enforcement levels decide. */
  failOn: FailOn | undefined;
  /** Absolute path of the repository checkout. */
  workingDirectory: string;
  /** Publish computes and reports the plan and changes nothing (also mode `plan`). */
  dryRun: boolean;
  /** Items and bytes per bulk request to the service; unset ones take the pager's defaults. */
  requestLimits?: Partial<PageLimits> | undefined;
  /** Milliseconds the run may wait in total on GitHub's rate limits. */
  rateLimitWaitMs?: number | undefined;
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** Reads one input by its action.yml name; "" when unset (as @actions/core does). */
export type InputReader = (name: string) => string;

const TRUE = ["true", "True", "TRUE", "yes", "1"];
const FALSE = ["false", "False", "FALSE", "no", "0"];

export function readSettings(getInput: InputReader, workspace: string): ActionSettings {
  const get = (key: InputKey) => getInput(INPUTS[key].name).trim();

  const apiUrl = get("apiUrl");
  if (apiUrl) {
    let url: URL;
    try {
      url = new URL(apiUrl);
    } catch {
      throw new SettingsError(`input 'api-url' is not a URL: '${apiUrl}'`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new SettingsError(`input 'api-url' must be an http(s) URL, got '${url.protocol}'`);
    }
  }

  const mode = get("mode") || INPUTS.mode.default;
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new SettingsError(`input 'mode' must be one of ${MODES.join(", ")}; got '${mode}'`);
  }

  const commentText = get("comment") || INPUTS.comment.default;
  if (!TRUE.includes(commentText) && !FALSE.includes(commentText)) {
    throw new SettingsError(`input 'comment' must be true or false; got '${commentText}'`);
  }

  const failOn = get("failOn");
  if (failOn && !(FAIL_ON as readonly string[]).includes(failOn)) {
    throw new SettingsError(
      `input 'fail-on' must be one of ${FAIL_ON.join(", ")} (or empty); got '${failOn}'`,
    );
  }

  const dryRunText = get("dryRun") || INPUTS.dryRun.default;
  if (!TRUE.includes(dryRunText) && !FALSE.includes(dryRunText)) {
    throw new SettingsError(`input 'dry-run' must be true or false; got '${dryRunText}'`);
  }

  let requestLimits: Partial<PageLimits>;
  try {
    requestLimits = pageLimitsFrom(getInput, (name) => `input '${name}'`);
  } catch (error) {
    throw new SettingsError(errorMessage(error));
  }

  const waitText = get("rateLimitWait") || INPUTS.rateLimitWait.default;
  if (!/^\d+$/.test(waitText)) {
    throw new SettingsError(`input 'rate-limit-wait' must be a whole number of seconds; got '${waitText}'`);
  }

  const dir = get("workingDirectory") || INPUTS.workingDirectory.default;
  return {
    apiUrl: apiUrl ? apiUrl.replace(/\/+$/, "") : undefined,
    apiKey: get("apiKey") || undefined,
    githubToken: get("githubToken") || undefined,
    configPath: get("config") || INPUTS.config.default,
    configExplicit: (get("config") || INPUTS.config.default) !== INPUTS.config.default,
    mode: mode as Mode,
    comment: TRUE.includes(commentText),
    failOn: (failOn || undefined) as FailOn | undefined,
    workingDirectory: isAbsolute(dir) ? dir : resolve(workspace, dir),
    dryRun: TRUE.includes(dryRunText),
    requestLimits,
    rateLimitWaitMs: Number(waitText) * 1000,
  };
}
