import { fileUrl } from "../git/remote-url.js";
import type { ReportOptions } from "../report/options.js";
import type { RepositoryPath } from "../repository-path.js";

type Env = Record<string, string | undefined>;

/**
 * How a check's report is rendered on GitHub: the marker's workflow and job (the run's own,
 * or, for the fork relay, those of the check it relays) and links to files at the head commit.
 */
export function reportOptions(
  env: Env,
  headSha: string,
  names: { workflow?: string; job?: string; repository?: string } = {},
): ReportOptions {
  const repoUrl = repositoryUrl(env, names.repository);
  return {
    workflow: names.workflow ?? env.GITHUB_WORKFLOW ?? "workflow",
    job: names.job ?? env.GITHUB_JOB ?? "job",
    fileUrl: repoUrl
      ? (path: RepositoryPath, line?: number) =>
          `${fileUrl(repoUrl, headSha, path)}${line ? `#L${line}` : ""}`
      : undefined,
  };
}

/** The repository's web address (GITHUB_SERVER_URL, so GHES too). */
export function repositoryUrl(env: Env, repository = env.GITHUB_REPOSITORY): string | undefined {
  if (!repository) return undefined;
  return `${(env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "")}/${repository}`;
}
