import type { Diagnostic, SourceFiles } from "../schema/model.js";
import {
  ConfigRules,
  type ContractSyncConfig,
  DEFAULT_CONFIG_PATH,
  defaultConfig,
  parseConfig,
} from "./config.js";

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
  const text = await files.readText(path);
  if (text === undefined) {
    const config = defaultConfig();
    return { config, rules: new ConfigRules(config), diagnostics: [], found: false };
  }
  const { config, diagnostics } = parseConfig(text, path);
  return { config, rules: new ConfigRules(config), diagnostics, found: true };
}
