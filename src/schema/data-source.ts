/**
 * The data source when the caller names none: the GitHub repository the run is
 * in (`github.com/owner/repo`, as in the resource names of docs/service-interface.md), else `local`.
 * A module of its own: the action's entry needs it without loading the readers.
 */
export function defaultDataSource(env: NodeJS.ProcessEnv = process.env): string {
  return env.GITHUB_REPOSITORY ? `github.com/${env.GITHUB_REPOSITORY}` : "local";
}
