import type { GateFinding } from "../../outcome/model.js";
import type { GitPort, Logger } from "../ports.js";
import { gateFinding } from "./rules/define.js";

/** The range a check judges: the base tip against what it holds after the merge, or a conflict. */
export type CheckedRange = { base: string; head: string } | { conflict: GateFinding };

/**
 * The pull request's head is judged as merged into the base (docs/rules.md "The merge result: what is judged"):
 * a branch cut before the base moved on is not blamed for what the base did since.
 * `given` is the merge the caller already has (GitHub's merge ref, GITHUB_SHA).
 */
export async function checkedRange(
  request: { base: string; head: string; mergeCommit?: string | undefined },
  git: GitPort,
  log: Logger,
): Promise<CheckedRange> {
  const merge = await git.mergeResult(request.base, request.head, request.mergeCommit);
  switch (merge.kind) {
    case "given":
      return { base: request.base, head: merge.commit };
    case "merged":
      log.info(`the head is behind the base: checking their merge ${merge.commit.slice(0, 12)}`);
      return { base: request.base, head: merge.commit };
    case "old-git":
      log.warn(
        `${merge.version} has no 'git merge-tree --write-tree' (Git 2.38 or later): the head is checked against the merge base ${merge.mergeBase.slice(0, 12)}, not against the base branch's tip as merged`,
      );
      return { base: merge.mergeBase, head: request.head };
    case "conflict":
      return { conflict: conflictFinding(merge.paths) };
    default:
      return { base: request.base, head: request.head };
  }
}

function conflictFinding(paths: readonly string[]): GateFinding {
  const shown = paths.slice(0, 10).join(", ") + (paths.length > 10 ? `, and ${paths.length - 10} more` : "");
  return gateFinding("MERGE_CONFLICT", {
    file: paths[0],
    message: `The pull request does not merge cleanly into its base branch (conflicts in ${shown || "the history"}), so what the base would hold after the merge cannot be checked: rebase on the base branch and push again.`,
  });
}
