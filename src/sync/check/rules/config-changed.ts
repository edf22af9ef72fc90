import type { GateFinding } from "../../../outcome/model.js";
import { defineCheck, gateFinding } from "./define.js";

/** A configuration change is listed (not counted): this check enforced the base's configuration. */
export const CONFIG_CHANGED = defineCheck("CONFIG_CHANGED", ({ start }) =>
  start.config.changed ? [configChanged(start.request.configPath, start.config.baseFile)] : [],
);

export function configChanged(file: string, baseFile?: string): GateFinding {
  return gateFinding("CONFIG_CHANGED", {
    file,
    message: baseFile
      ? `the check's config input names ${file}, which only this pull request has: the check enforced the base commit's configuration, ${baseFile}, and compared ${file} with it as the configuration after the merge`
      : "this pull request changes the configuration; the check enforced the base commit's configuration, the change applies after the merge",
  });
}
