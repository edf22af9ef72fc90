import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "../client/client.js";
import { ApiClientError } from "../client/errors.js";
import { GitRepository } from "../git/git-port.js";
import { fileUrl } from "../git/remote-url.js";
import { parseEvent } from "../github/event.js";
import { GitHubError, OctokitGitHub } from "../github/github-port.js";
import { annotationsOf, limitAnnotations } from "../report/annotations.js";
import { commentMarker, renderComment, renderSummary } from "../report/markdown.js";
import { defaultDataSource } from "../schema/index.js";
import { startEmbeddedService } from "../server/embedded.js";
import { runCheck } from "../sync/check.js";
import type { Logger, ServicePort } from "../sync/ports.js";
import { runPublish } from "../sync/publish.js";
import { OUTPUTS, type OutputKey } from "./inputs.js";
import type { ActionSettings } from "./settings.js";

/** The runner's side of the action (@actions/core in production, a recorder in tests). */
export interface ActionIO {
  info(message: string): void;
  warning(message: string, place?: AnnotationPlace): void;
  error(message: string, place?: AnnotationPlace): void;
  notice(message: string, place?: AnnotationPlace): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  setSecret(secret: string): void;
  appendSummary(markdown: string): Promise<void>;
}

export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
}

type Env = Record<string, string | undefined>;

function output(io: ActionIO, key: OutputKey, value: string | number): void {
  io.setOutput(OUTPUTS[key], String(value));
}

function logger(io: ActionIO): Logger {
  return { info: (m) => io.info(m), warn: (m) => io.warning(m) };
}

function repositoryUrl(env: Env): string | undefined {
  if (!env.GITHUB_REPOSITORY) return undefined;
  return `${(env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "")}/${env.GITHUB_REPOSITORY}`;
}

function githubPort(settings: ActionSettings, env: Env): OctokitGitHub | undefined {
  if (!settings.githubToken || !env.GITHUB_REPOSITORY) return undefined;
  return new OctokitGitHub({
    token: settings.githubToken,
    repository: env.GITHUB_REPOSITORY,
    baseUrl: env.GITHUB_API_URL,
    userAgent: "contract-sync-action",
  });
}

/** A shallow checkout gets the commits the range needs; the log says what was fetched. */
async function fetchHistory(git: GitRepository, from: string, to: string, io: ActionIO): Promise<void> {
  const fetched = await git.ensureCommits(from, to);
  for (const command of fetched.fetches) io.info(`fetched history: ${command}`);
}

/** The service the workflows talk to: the remote one named by api-url, else the embedded one. */
async function openService(
  settings: ActionSettings,
  embedded: boolean,
): Promise<{ service: ServicePort; close: () => Promise<void> }> {
  if (embedded) {
    const local = await startEmbeddedService();
    return { service: local.client, close: () => local.close() };
  }
  const client = createClient({
    baseUrl: settings.apiUrl as string,
    apiKey: settings.apiKey ?? "",
    userAgent: "contract-sync-action",
  });
  return { service: client, close: () => client.close() };
}

/**
 * The action: reads the event, picks check or publish, runs it against the
 * service, and reports through `io`. Returns nothing; failures go to
 * `io.setFailed` with a message that says what to do.
 */
export async function runAction(settings: ActionSettings, env: Env, io: ActionIO): Promise<void> {
  if (settings.apiKey) io.setSecret(settings.apiKey);
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  if (!env.GITHUB_EVENT_PATH)
    throw new Error("GITHUB_EVENT_PATH is not set: run the action from a GitHub workflow");
  const payload: unknown = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, "utf8"));
  const parsed = parseEvent(eventName, payload);
  if ("error" in parsed) throw new Error(parsed.error);
  const { event } = parsed;

  let mode = settings.mode;
  if (mode === "auto") {
    if (event.kind === "pull_request") mode = "check";
    else if (event.kind === "push" && event.onDefaultBranch && !event.deleted) mode = "publish";
    else {
      io.info(
        `contract-sync: nothing to do for '${eventName}' (mode auto checks pull requests and publishes pushes to the default branch)`,
      );
      return;
    }
  }
  const git = new GitRepository(settings.workingDirectory);

  if (mode === "check") {
    if (event.kind !== "pull_request")
      throw new Error(`mode 'check' needs a pull_request event, got '${eventName}'`);
    // Forks get no secrets: check against the repository's own contracts, and say so.
    let embedded = !settings.apiUrl;
    if (settings.apiUrl && event.fromFork && !settings.apiKey) {
      embedded = true;
      io.notice(
        "This pull request comes from a fork, which gets no secrets: checked with the embedded service against the contracts in the repository.",
      );
    } else if (settings.apiUrl && !settings.apiKey) {
      throw new Error("input 'api-key' is required with 'api-url' (store it as a secret)");
    }
    await fetchHistory(git, event.baseSha, event.headSha, io);
    const { service, close } = await openService(settings, embedded);
    try {
      const outcome = await runCheck(
        {
          base: event.baseSha,
          head: event.headSha,
          configPath: settings.configPath,
          prLink: event.url,
          embedded,
          defaultDataSource: defaultDataSource(env),
        },
        { git, service, log: logger(io) },
      );
      const repoUrl = repositoryUrl(env);
      const reportOptions = {
        workflow: env.GITHUB_WORKFLOW ?? "workflow",
        job: env.GITHUB_JOB ?? "job",
        fileUrl: repoUrl
          ? (path: string, line?: number) =>
              `${fileUrl(repoUrl, event.headSha, path)}${line ? `#L${line}` : ""}`
          : undefined,
      };
      const comment = renderComment(outcome.report, reportOptions);
      const reportPath = join(env.RUNNER_TEMP ?? tmpdir(), "contract-sync-report.md");
      await writeFile(reportPath, comment);
      await io.appendSummary(renderSummary(outcome.report, reportOptions));
      for (const a of limitAnnotations(annotationsOf(outcome.report))) {
        const place = { title: a.title, file: a.file, startLine: a.line };
        if (a.level === "failure") io.error(a.message, place);
        else if (a.level === "warning") io.warning(a.message, place);
        else io.notice(a.message, place);
      }

      let commentUrl = "";
      const findings =
        outcome.report.checks.some(
          (c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE",
        ) ||
        outcome.report.uncontracted.length > 0 ||
        outcome.report.unreadable.length > 0 ||
        (outcome.report.contractChanges?.length ?? 0) > 0;
      const github = githubPort(settings, env);
      if (settings.comment && github) {
        try {
          const result = await github.upsertStickyComment(
            event.number,
            commentMarker(reportOptions.workflow, reportOptions.job),
            comment,
            { createIfMissing: findings },
          );
          commentUrl = result?.url ?? "";
          if (result) io.info(`comment ${result.action}: ${result.url}`);
        } catch (error) {
          // A fork's token is read-only: the summary and annotations still carry the report.
          if (!(error instanceof GitHubError)) throw error;
          io.warning(
            `could not write the pull request comment (${error.message}); the job summary has the report`,
          );
        }
      }

      output(io, "verdict", outcome.verdict.verdict);
      output(io, "violations", outcome.violations);
      output(io, "assetsChecked", outcome.assetsChecked);
      output(io, "contractsPublished", 0);
      output(io, "commentUrl", commentUrl);
      output(io, "report", reportPath);
      applyVerdict(settings, outcome.verdict.verdict, outcome.violations, io);
    } finally {
      await close();
    }
    return;
  }

  if (event.kind !== "push") throw new Error(`mode 'publish' needs a push event, got '${eventName}'`);
  if (settings.apiUrl && !settings.apiKey)
    throw new Error("input 'api-key' is required with 'api-url' (store it as a secret)");
  const embedded = !settings.apiUrl;
  if (embedded)
    io.notice(
      "No api-url: contracts are validated and published to the embedded service, which keeps nothing after this run.",
    );
  if (!/^0{40}$/.test(event.before)) {
    await fetchHistory(git, event.before, event.after, io);
  }
  const { service, close } = await openService(settings, embedded);
  try {
    const outcome = await runPublish(
      {
        before: event.before,
        after: event.after,
        configPath: settings.configPath,
        repositoryUrl: repositoryUrl(env),
        defaultDataSource: defaultDataSource(env),
      },
      { git, service, github: githubPort(settings, env), log: logger(io) },
    );
    for (const d of outcome.diagnostics)
      io.error(d.message, { file: d.file, startLine: d.line, title: "contract-sync" });
    const lines = [
      "## contract-sync: publish",
      "",
      `Published ${outcome.published.length} contracts, archived ${outcome.archived.length}, registered ${outcome.assetsRegistered} assets.`,
      ...outcome.published.map(
        (c) => `- ${c.contractSpec.name} (${c.filePath}) ${c.version ? `v${c.version}` : ""}`,
      ),
      ...outcome.archived.map((c) => `- ${c.contractSpec.name} (${c.filePath}): ARCHIVED`),
    ];
    await io.appendSummary(`${lines.join("\n")}\n`);
    output(io, "verdict", "pass");
    output(io, "violations", 0);
    output(io, "assetsChecked", 0);
    output(io, "contractsPublished", outcome.published.length + outcome.archived.length);
    output(io, "commentUrl", "");
    output(io, "report", "");
    if (outcome.diagnostics.some((d) => d.severity === "error")) {
      io.setFailed(`${outcome.diagnostics.length} files could not be published; see the annotations`);
    }
  } finally {
    await close();
  }
}

/** BLOCK fails and ALERT warns, unless fail-on says otherwise. */
function applyVerdict(settings: ActionSettings, verdict: string, violations: number, io: ActionIO): void {
  const failOn = settings.failOn ?? "block";
  const fails = failOn === "alert" ? verdict !== "pass" : failOn === "block" ? verdict === "block" : false;
  if (fails) {
    io.setFailed(
      `contract-sync: ${violations} contract violations, verdict ${verdict.toUpperCase()}; see the pull request comment`,
    );
  } else if (verdict !== "pass") {
    io.warning(`contract-sync: ${violations} contract violations, verdict ${verdict.toUpperCase()}`);
  }
}

/** A failure of the service, said plainly (after the client's retries). */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiClientError) return `the Data Contract Service failed: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
