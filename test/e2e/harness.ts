// Runs the bundled action (dist/index.js) the way the GitHub runner does: a
// child process with INPUT_* variables, an event payload file, GITHUB_OUTPUT
// and GITHUB_STEP_SUMMARY files, and annotations read back from stdout.
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { git, gitScript, TestRepo, tempDir } from "../support/git-repo.js";
import { freshDist } from "./fresh-dist.js";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// Every e2e file imports the harness: none runs a bundle older than src/ (a stale dist/ is rebuilt
// in a temp folder, test/e2e/fresh-dist.ts, so tests never write tracked files).
export const ACTION_ENTRY = join(await freshDist(), "index.js");
/**
 * The Node.js that runs the bundled action: the action's own runtime (action.yml: node24) when
 * `CONTRACT_SYNC_ACTION_NODE` names one (.ci/run installs it), else this process's.
 */
export const ACTION_NODE = process.env.CONTRACT_SYNC_ACTION_NODE || process.execPath;

export const REPOSITORY = "acme/shop";
export const DEMO_BASE = join(ROOT, "fixtures", "demo", "base");
export const DEMO_HEAD = join(ROOT, "fixtures", "demo", "head");
export const TOKEN = "ghs_e2e-token";

export interface Annotation {
  level: "error" | "warning" | "notice";
  file: string | undefined;
  line: number | undefined;
  title: string | undefined;
  message: string;
}

export interface ActionResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The markdown report file the `report` output names (written under RUNNER_TEMP). */
  report: string | undefined;
  /** The JSON report for the fork relay (output `relay-report`, under RUNNER_TEMP). */
  relayReport: string | undefined;
  annotations: Annotation[];
  /** The `::error::` without a file: what core.setFailed printed. */
  failures: string[];
}

/** Undoes @actions/core's escaping of command properties and data. */
function unescapeCommand(text: string): string {
  return text
    .replace(/%0D/g, "\r")
    .replace(/%0A/g, "\n")
    .replace(/%3A/g, ":")
    .replace(/%2C/g, ",")
    .replace(/%25/g, "%");
}

export function parseAnnotations(stdout: string): Annotation[] {
  const annotations: Annotation[] = [];
  for (const line of stdout.split("\n")) {
    const match = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const props = new Map<string, string>();
    for (const pair of (match[2] ?? "").split(",")) {
      const eq = pair.indexOf("=");
      if (eq > 0) props.set(pair.slice(0, eq), unescapeCommand(pair.slice(eq + 1)));
    }
    const lineText = props.get("line");
    annotations.push({
      level: match[1] as Annotation["level"],
      file: props.get("file"),
      line: lineText === undefined ? undefined : Number(lineText),
      title: props.get("title"),
      message: unescapeCommand(match[3] ?? ""),
    });
  }
  return annotations;
}

/** GITHUB_OUTPUT's `name<<delimiter` blocks (the only form @actions/core writes). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? "");
    if (!head) continue;
    const [, name = "", delimiter] = head;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? "");
    outputs[name] = value.join("\n");
  }
  return outputs;
}

export interface RunOptions {
  /** Folder of the checkout (GITHUB_WORKSPACE). */
  workspace: string;
  eventName: string;
  event: unknown;
  /** Action inputs by their action.yml names. */
  inputs?: Record<string, string>;
  githubApiUrl?: string;
  env?: Record<string, string>;
  /** Options for node itself, before the entry (V8 flags NODE_OPTIONS does not take). */
  nodeArgs?: string[];
  /** Another bundle's entry than the fresh one (a bench comparing two builds). */
  entry?: string;
}

/** Runs `node dist/index.js` once, as a workflow step would. */
export async function runBundledAction(options: RunOptions): Promise<ActionResult> {
  const entry = options.entry ?? ACTION_ENTRY;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build`);
  const runnerTemp = tempDir("runner");
  const eventPath = join(runnerTemp, "event.json");
  const outputPath = join(runnerTemp, "output");
  const summaryPath = join(runnerTemp, "summary.md");
  writeFileSync(eventPath, JSON.stringify(options.event));
  writeFileSync(outputPath, "");
  writeFileSync(summaryPath, "");
  const inputs = { "github-token": TOKEN, comment: "true", mode: "auto", ...options.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? runnerTemp,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: options.githubApiUrl ?? "http://127.0.0.1:9",
    GITHUB_WORKFLOW: "Data contracts",
    GITHUB_JOB: "check",
    GITHUB_WORKSPACE: options.workspace,
    RUNNER_TEMP: runnerTemp,
    // The test suite runs with the Postgres read cache off (vitest.config.ts); benches leave it on.
    ...(process.env.CONTRACT_SYNC_READ_CACHE
      ? { CONTRACT_SYNC_READ_CACHE: process.env.CONTRACT_SYNC_READ_CACHE }
      : {}),
    ...options.env,
  };
  // The runner's convention: INPUT_ + name upper-cased, spaces to '_', dashes kept.
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;

  const child = spawn(ACTION_NODE, [...(options.nodeArgs ?? []), entry], {
    cwd: options.workspace,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  const annotations = parseAnnotations(stdout);
  const outputs = parseOutputFile(readFileSync(outputPath, "utf8"));
  const result: ActionResult = {
    code,
    stdout,
    stderr,
    outputs,
    summary: readFileSync(summaryPath, "utf8"),
    report: outputs.report?.startsWith(runnerTemp) ? readFileSync(outputs.report, "utf8") : undefined,
    relayReport: outputs["relay-report"]?.startsWith(runnerTemp)
      ? readFileSync(outputs["relay-report"], "utf8")
      : undefined,
    annotations,
    failures: annotations.filter((a) => a.level === "error" && a.file === undefined).map((a) => a.message),
  };
  rmSync(runnerTemp, { recursive: true, force: true });
  return result;
}

/** The author's side: a repository whose commits are pushed to a bare "origin". */
export class Upstream {
  private constructor(
    readonly repo: TestRepo,
    readonly origin: string,
  ) {}

  static create(): Upstream {
    const repo = TestRepo.init();
    const origin = tempDir("origin");
    git(origin, ["init", "--quiet", "--bare", "-b", "main"]);
    repo.git(["remote", "add", "origin", origin]);
    return new Upstream(repo, origin);
  }

  /** Copies a fixture folder over the working tree (an overlay: files not in it stay). */
  overlay(folder: string): this {
    cpSync(folder, this.repo.dir, { recursive: true });
    return this;
  }

  commit(message: string, env: Record<string, string> = {}): string {
    return this.repo.commit(message, env);
  }

  /** Pushes HEAD to a ref of origin (a branch, or refs/pull/N/head as GitHub keeps a fork's head). */
  push(ref: string): void {
    this.repo.git(["push", "--quiet", "--force", "origin", `HEAD:${ref}`]);
  }

  /**
   * A checkout as actions/checkout makes it: a fresh repository fetching one
   * commit from origin, shallow (depth 1, the default) or with the whole history.
   */
  checkout(sha: string, options: { shallow?: boolean } = {}): string {
    const dir = tempDir("checkout");
    const depth = options.shallow === false ? "" : "--depth=1";
    // One sh for the four commands (test/support/git-repo.ts gitScript: one fork of this process).
    gitScript(
      dir,
      `git init --quiet -b main
git remote add origin "file://$1"
git fetch --quiet --no-tags ${depth} origin "+$2:refs/remotes/origin/checked-out"
git checkout --quiet --detach "$2"`,
      [this.origin, sha],
    );
    return dir;
  }
}

/** The demo repository: main = fixtures/demo/base, branch drop-currency = base + fixtures/demo/head. */
export function demoUpstream(): { upstream: Upstream; base: string; head: string } {
  const upstream = Upstream.create().overlay(DEMO_BASE);
  const base = upstream.commit("Orders, events and customers with their contracts");
  upstream.push("refs/heads/main");
  upstream.repo.git(["checkout", "--quiet", "-b", "drop-currency"]);
  const head = upstream.overlay(DEMO_HEAD).commit("Drop currency from orders; add refund_issued event");
  upstream.push("refs/heads/drop-currency");
  return { upstream, base, head };
}

const FIXTURE_EVENTS = join(ROOT, "fixtures", "events");

function fixtureEvent(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(FIXTURE_EVENTS, name), "utf8")) as Record<string, unknown>;
}

interface PullPayload {
  number: number;
  pull_request: {
    number: number;
    html_url: string;
    base: { sha: string; ref: string };
    head: { sha: string; ref: string; repo: { full_name: string } | null };
  };
}

/** A realistic pull_request payload whose SHAs are the temp repository's commits. */
export function pullRequestEvent(options: {
  action: "opened" | "synchronize";
  number: number;
  base: string;
  head: string;
  /** `owner/repo` of the head; another repository makes it a fork's pull request. */
  headRepository?: string;
}): unknown {
  const payload = fixtureEvent(`pull_request.${options.action}.json`) as unknown as PullPayload;
  payload.number = options.number;
  payload.pull_request.number = options.number;
  payload.pull_request.html_url = `https://github.com/${REPOSITORY}/pull/${options.number}`;
  payload.pull_request.base.sha = options.base;
  payload.pull_request.head.sha = options.head;
  if (options.headRepository && payload.pull_request.head.repo) {
    payload.pull_request.head.repo = { ...payload.pull_request.head.repo, full_name: options.headRepository };
  }
  return payload;
}

/** A realistic push payload on main. */
export function pushEvent(options: { before: string; after: string }): unknown {
  const payload = fixtureEvent("push.json") as {
    ref: string;
    before: string;
    after: string;
    head_commit?: { id: string } | null;
    repository: { default_branch?: string };
  };
  payload.ref = "refs/heads/main";
  payload.before = options.before;
  payload.after = options.after;
  if (payload.head_commit) payload.head_commit = { ...payload.head_commit, id: options.after };
  payload.repository.default_branch = "main";
  return payload;
}

/**
 * A pull_request_review payload (a review submitted or dismissed) whose SHAs are the temp
 * repository's commits: the pull request without a top-level `number`, and the review with the
 * commit it was given on.
 */
export function pullRequestReviewEvent(options: {
  action: "submitted" | "dismissed";
  number: number;
  base: string;
  head: string;
  reviewer: string;
  state: "approved" | "changes_requested" | "commented" | "dismissed";
}): unknown {
  const payload = fixtureEvent("pull_request_review.submitted.json") as unknown as Omit<
    PullPayload,
    "number"
  > & {
    action: string;
    review: { user: { login: string }; state: string; commit_id: string };
  };
  payload.action = options.action;
  payload.pull_request.number = options.number;
  payload.pull_request.html_url = `https://github.com/${REPOSITORY}/pull/${options.number}`;
  payload.pull_request.base.sha = options.base;
  payload.pull_request.head.sha = options.head;
  payload.review.user.login = options.reviewer;
  payload.review.state = options.state;
  payload.review.commit_id = options.head;
  return payload;
}

/**
 * A merge_group payload as GitHub sends it (checks_requested or destroyed): the queue's commit,
 * its branch `gh-readonly-queue/main/pr-<entry>-<base>`, and the group's base on main.
 */
export function mergeGroupEvent(options: {
  action: "checks_requested" | "destroyed";
  base: string;
  head: string;
  /** The queue entry's pull request (the number in the queue branch). */
  entry: number;
  headMessage?: string;
}): unknown {
  const payload = fixtureEvent(`merge_group.${options.action}.json`) as {
    merge_group: Record<string, unknown> & { head_commit: Record<string, unknown> };
  };
  const group = payload.merge_group;
  group.head_sha = options.head;
  group.base_sha = options.base;
  group.head_ref = `refs/heads/gh-readonly-queue/main/pr-${options.entry}-${options.base}`;
  group.base_ref = "refs/heads/main";
  group.head_commit = {
    ...group.head_commit,
    id: options.head,
    message: options.headMessage ?? `Merge pull request #${options.entry} from acme/pr-${options.entry}`,
  };
  return payload;
}
