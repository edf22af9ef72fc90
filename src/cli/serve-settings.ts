import { readFile } from "node:fs/promises";
import { UsageError } from "./io.js";

/**
 * `serve`'s settings: each from its flag, else its environment variable, else the config file
 * (`--config`, keyed by flag name), else its default; with where it came from, for messages.
 */
export interface SettingSources {
  flags: Record<string, string | boolean | undefined>;
  env: Record<string, string | undefined>;
  file: Record<string, string>;
  /** The config file's path, to name it in messages. */
  filePath?: string | undefined;
}

export interface Setting {
  value: string;
  source: string;
}

export function setting(
  sources: SettingSources,
  flagName: string,
  variable: string,
  fallback: string,
): Setting {
  const flag = sources.flags[flagName];
  if (flag !== undefined) return { value: String(flag), source: `--${flagName}` };
  const fromEnv = sources.env[variable];
  if (fromEnv !== undefined && fromEnv !== "") return { value: fromEnv, source: variable };
  const fromFile = sources.file[flagName];
  if (fromFile !== undefined) return { value: fromFile, source: `${flagName} in ${sources.filePath}` };
  return { value: fallback, source: `--${flagName}` };
}

/** A whole number within bounds, or a usage error naming where the bad value came from. */
export function integerSetting(found: Setting, min: number, max: number, usage: string): number {
  const value = /^\d+$/.test(found.value) ? Number(found.value) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${found.source} must be an integer ${min}-${max}, got '${found.value}'`, usage);
  }
  return value;
}

/**
 * Reads a config file of `serve` settings: a YAML (or JSON) mapping from flag names to scalars.
 * A key that is no flag of `serve` is refused, so a typo does not pass for a default.
 */
export async function readServeConfigFile(
  path: string,
  known: readonly string[],
  usage: string,
): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read the config file ${path}: ${(error as Error).message}`, usage);
  }
  const { parse } = await import("yaml");
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new UsageError(`the config file ${path} is not valid YAML: ${(error as Error).message}`);
  }
  if (document === null || document === undefined) return {};
  if (typeof document !== "object" || Array.isArray(document)) {
    throw new UsageError(`the config file ${path} must be a mapping of flag names to values`);
  }
  const settings: Record<string, string> = {};
  for (const [key, value] of Object.entries(document)) {
    if (!known.includes(key) || key === "config") {
      throw new UsageError(`the config file ${path} has '${key}', which is no setting of serve`, usage);
    }
    if (!["string", "number", "boolean"].includes(typeof value)) {
      throw new UsageError(`'${key}' in the config file ${path} must be a string, number or boolean`);
    }
    settings[key] = String(value);
  }
  return settings;
}
