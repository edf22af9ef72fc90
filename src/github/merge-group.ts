/**
 * The pull requests of a merge queue's group, as GitHub names them: the queue's branch
 * (`refs/heads/gh-readonly-queue/<base>/pr-<n>-<base sha>`) names the entry's own pull request,
 * and the queue's commits between the group's base and its head name each merged one
 * ("Merge pull request #n from …" for the merge method, "<title> (#n)" for squash). Only the
 * numbers are read: the rest of a subject is a pull request's text.
 */

/** The pull request a merge queue branch was made for, if `headRef` is one. */
export function queueEntryPullRequest(headRef: string): number | undefined {
  const match = /\/gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]{7,64}$/.exec(headRef);
  return match ? Number(match[1]) : undefined;
}

/** The pull request a queue commit's subject names (merge or squash message), if any. */
export function subjectPullRequest(subject: string): number | undefined {
  const match = /^Merge pull request #(\d+) from \S/.exec(subject) ?? /\(#(\d+)\)\s*$/.exec(subject);
  return match ? Number(match[1]) : undefined;
}

/** The group's pull requests, ascending, each once: the queue branch's and those the commits name. */
export function groupPullRequests(headRef: string, subjects: readonly string[]): number[] {
  const numbers = new Set<number>();
  const entry = queueEntryPullRequest(headRef);
  if (entry !== undefined) numbers.add(entry);
  for (const subject of subjects) {
    const number = subjectPullRequest(subject);
    if (number !== undefined && number > 0) numbers.add(number);
  }
  return [...numbers].sort((a, b) => a - b);
}
