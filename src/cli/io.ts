import { inertLogText } from "../report/inert-log.js";

/** What a command may touch of the process: streams and the environment, injectable for tests. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** stdout is a terminal: reports default to plain text rather than the comment's markdown. */
  stdoutIsTerminal?: boolean | undefined;
}

/** A CLI command: gets its arguments (after the command name) and returns the exit code. */
export type CommandRun = (args: string[], io: CliIO) => Promise<number>;

export interface CommandModule {
  run: CommandRun;
}

/** Thrown for a usage error: the message is printed with the command's usage and the exit code is 2. */
export class UsageError extends Error {
  override name = "UsageError";

  /** @param guidance usage or advice lines, printed after the message as they are (the message may quote input) */
  constructor(
    message: string,
    readonly guidance?: string,
  ) {
    super(message);
  }
}

/** Exit status of a process ended by a closed pipe, as a shell reports SIGPIPE (128 + 13). */
export const CLOSED_PIPE_EXIT = 141;

/**
 * A reader that closes the pipe early (`contract-sync schema . | head`) ends the
 * process quietly, as a command killed by SIGPIPE: no stack trace, and a status
 * that `set -o pipefail` does not take for success (the rest was never written).
 */
export function endQuietlyOnClosedPipe(stream: NodeJS.WriteStream = process.stdout): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(CLOSED_PIPE_EXIT);
  });
}

export const processIO = (): CliIO => ({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  stdoutIsTerminal: process.stdout.isTTY === true,
});

/**
 * A diagnostic as one stderr line, `file:line: severity: message`. Its file and message come
 * from the repository: made inert (one line, no workflow command) as the action's log is.
 */
export function diagnosticLine(d: {
  file: string;
  line?: number | undefined;
  severity: string;
  message: string;
}): string {
  return `${inertLogText(d.file)}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${inertLogText(d.message)}\n`;
}
