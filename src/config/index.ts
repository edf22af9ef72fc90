import type { Diagnostic, SourceFiles } from "../schema/model.js";
import {
  ConfigRules,
  type ContractSyncConfig,
  DEFAULT_CONFIG_PATH,
  defaultConfig,
  parseConfig,
} from "./config.js";
import { LIMITS, readWithinLimit } from "./limits.js";

export {
  ConfigRules,
  type ContractSyncConfig,
  DEFAULT_CONFIG_PATH,
  DEFAULT_CONTRACT_GLOBS,
  defaultConfig,
  type ProtectSetting,
  parseConfig,
  type SourceMatch,
  type SourceRule,
} from "./config.js";
export { formatDiagnostic } from "./yaml-diagnostics.js";

export interface LoadedConfig {
  config: ContractSyncConfig;
  rules: ConfigRules;
  diagnostics: Diagnostic[];
  /** False when the repository has no config file (the defaults apply). */
  found: boolean;
}

/** Reads the config file from a version of the repository (a commit, or the working tree). */
export async function loadConfig(files: SourceFiles, path = DEFAULT_CONFIG_PATH): Promise<LoadedConfig> {
  const { text, problem } = await readWithinLimit(files, path, LIMITS.configBytes, "the config file");
  if (problem) {
    const config = { ...defaultConfig(), file: path };
    return { config, rules: new ConfigRules(config), diagnostics: [problem], found: true };
  }
  if (text === undefined) {
    const config = defaultConfig();
    return { config, rules: new ConfigRules(config), diagnostics: [], found: false };
  }
  const { config, diagnostics } = parseConfig(text, path);
  return { config, rules: new ConfigRules(config), diagnostics, found: true };
}
