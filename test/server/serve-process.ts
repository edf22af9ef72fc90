// `contract-sync serve` as a real process (from source), for tests that kill, stop or starve it.
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "undici";

const CLI = ["--import", "./scripts/register-ts.mjs", "src/cli/index.ts", "serve"];

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** What it wrote so far (JSON log lines on stdout, the human lines on stderr). */
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code (or the signal's name) once it ended. */
  exited: Promise<number | string>;
  /** Whether it is still running. */
  alive(): boolean;
}

/** Starts `serve --port 0` with these flags and resolves once it listens (rejects if it exits). */
export async function startServeProcess(
  args: string[],
  env: Record<string, string> = {},
): Promise<ServeProcess> {
  const { PORT, HOST, DATABASE_URL, LOG_LEVEL, CONTRACT_SYNC_DATA_DIR, ...inherited } = process.env;
  const child = spawn(process.execPath, [...CLI, "--port", "0", ...args], {
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (c: Buffer) => {
    stdout += c.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (c: Buffer) => {
      stderr += c.toString();
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`serve exited (${code}) before listening:\n${stderr}`)));
  });
  return {
    child,
    url,
    output: () => ({ stdout, stderr }),
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

export interface Answer {
  status: number;
  contentType: string;
  retryAfter: string | undefined;
  body: string;
}

/** One HTTP request; a connection error is an answer of status 0 (the server is gone or refused). */
export async function ask(
  url: string,
  options: { method?: "GET" | "POST" | "PUT"; key?: string; body?: unknown } = {},
): Promise<Answer> {
  try {
    const response = await request(url, {
      method: options.method ?? "GET",
      headers: {
        ...(options.key ? { "x-api-key": options.key } : {}),
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      headersTimeout: 60_000,
      bodyTimeout: 60_000,
    });
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    return {
      status: response.statusCode,
      contentType: header("content-type") ?? "",
      retryAfter: header("retry-after"),
      body: await response.body.text(),
    };
  } catch (error) {
    return { status: 0, contentType: "", retryAfter: undefined, body: String(error) };
  }
}

/** Asks until `done` accepts an answer, at most `attempts` times, `pauseMs` apart; returns the last answer. */
export async function askUntil(
  url: string,
  done: (answer: Answer) => boolean,
  attempts = 200,
  pauseMs = 100,
): Promise<Answer> {
  let answer = await ask(url);
  for (let i = 1; i < attempts && !done(answer); i++) {
    await new Promise((r) => setTimeout(r, pauseMs));
    answer = await ask(url);
  }
  return answer;
}

/**
 * Clients asking in a loop, each its next request as soon as its last was answered, until
 * stopped, at most `maxRequests` in all.
 */
export function startLoad(clients: number, next: (n: number) => Promise<Answer>, maxRequests = 20_000) {
  const answers: Answer[] = [];
  let stopped = false;
  let sent = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (!stopped && sent < maxRequests) {
      const n = sent++;
      answers.push(await next(n));
    }
  });
  return {
    answers,
    /** Waits (at most `attempts` pauses of 50 ms) until `count` more answers than `from` arrived. */
    async awaitAnswers(from: number, count: number, attempts = 600) {
      for (let i = 0; i < attempts && answers.length < from + count; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      return answers.length >= from + count;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Whether an answer is the 503 the server gives for an unavailable database. */
export function isRetryable503(answer: Answer): boolean {
  return (
    answer.status === 503 &&
    answer.contentType.startsWith("application/problem+json") &&
    /^\d+$/.test(answer.retryAfter ?? "") &&
    (JSON.parse(answer.body) as { status?: number }).status === 503
  );
}
