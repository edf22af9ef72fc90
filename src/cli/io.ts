/** What a command may touch of the process: streams and the environment, injectable for tests. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** A CLI command: gets its arguments (after the command name) and returns the exit code. */
export type CommandRun = (args: string[], io: CliIO) => Promise<number>;

export interface CommandModule {
  run: CommandRun;
}

/** Thrown for a usage error: the message is printed with the command's usage and the exit code is 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export const processIO = (): CliIO => ({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
});
