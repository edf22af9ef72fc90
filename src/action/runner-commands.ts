import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
import { access, appendFile, constants } from "node:fs/promises";
import { EOL } from "node:os";

// The few workflow and file commands the action issues, written as @actions/core writes
// them (same bytes), without loading it: it pulls in an HTTP client (undici) at start.

/** A command's properties in the runner's names and order (an annotation: title, file, line). */
export type CommandProperties = Record<string, string | number | undefined>;

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** `::name key=value,key=value::message` on one stdout line. */
export function issueCommand(name: string, properties: CommandProperties, message: string): void {
  const pairs = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== "" && value !== 0)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  const head = pairs.length > 0 ? `::${name} ${pairs.join(",")}` : `::${name}`;
  process.stdout.write(`${head}::${escapeData(message)}${EOL}`);
}

/** An action input as the runner passes it: `INPUT_<NAME>`, spaces as `_`, trimmed. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}

/** An output, to the GITHUB_OUTPUT file under a random delimiter (the value stays as it is). */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT ?? "";
  if (!file) {
    process.stdout.write(EOL);
    issueCommand("set-output", { name }, value);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`Unexpected input: the output ${name} contains the delimiter "${delimiter}"`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: "utf8" });
}

/** Appends markdown and a line break to the job summary file. */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file)
    throw new Error(
      "Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.",
    );
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(
      `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`,
    );
  }
  await appendFile(file, `${markdown}${EOL}`, { encoding: "utf8" });
}
