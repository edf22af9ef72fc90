// The range a pull request check judges (docs/rules.md "The merge result: what is judged"), over real Git repositories:
// GitHub's merge ref as it is, the merge computed here when the head is behind the base, the merge
// base with a Git too old to merge in memory, and a merge that conflicts as one blocking finding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import type { MergeResult } from "../../src/git/merge.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { RULES } from "../../src/rules/index.js";
import { checkedRange } from "../../src/sync/check/merge-target.js";
import type { Logger } from "../../src/sync/ports.js";
import { TestRepo } from "../support/git-repo.js";

const FILES = 12;
const pad = (n: number) => String(n).padStart(2, "0");
const schemaPath = (n: number) => `schemas/s${pad(n)}.avsc`;
const schema = (n: number, field: string) =>
  `{ "type": "record", "name": "S${pad(n)}", "fields": [{ "name": "${field}", "type": "string" }] }\n`;

/** A logger that keeps its lines. */
function recordingLog(): Logger & { infoLines: string[]; warnLines: string[] } {
  const infoLines: string[] = [];
  const warnLines: string[] = [];
  return { infoLines, warnLines, info: (m) => infoLines.push(m), warn: (m) => warnLines.push(m) };
}

/** A repository whose Git is older than 2.38: it cannot merge in memory, it names the merge base. */
class OldGitRepository extends GitRepository {
  override async mergeResult(base: string, head: string): Promise<MergeResult> {
    const mergeBase = await this.mergeBase(base, head);
    if (!mergeBase) throw new Error("no merge base");
    return { kind: "old-git", version: "git version 2.34.1", mergeBase };
  }
}

/** A repository whose merge conflicts without naming a file (the conflict lies in the history). */
class UnnamedConflictRepository extends GitRepository {
  override async mergeResult(): Promise<MergeResult> {
    return { kind: "conflict", paths: [] };
  }
}

describe.sequential("the range a check judges", () => {
  let repo: TestRepo;
  let forkPoint: string;

  beforeAll(() => {
    repo = TestRepo.init();
    const files: Record<string, string> = {};
    for (let n = 1; n <= FILES; n++) files[schemaPath(n)] = schema(n, "id");
    forkPoint = repo.write(files).commit("schemas");
  });
  afterAll(() => repo.cleanup());

  /** The base branch and a head branch cut from the fork point, each writing its own files. */
  function diverge(name: string, baseFiles: Record<string, string>, headFiles: Record<string, string>) {
    repo.git(["checkout", "--quiet", "-B", `${name}-base`, forkPoint]);
    const base = repo.write(baseFiles).commit(`${name}: the base moves on`);
    repo.git(["checkout", "--quiet", "-B", `${name}-head`, forkPoint]);
    const head = repo.write(headFiles).commit(`${name}: the pull request`);
    return { base, head };
  }

  /** The base and the head both rewrite the first `count` schema files, each differently. */
  function conflicting(count: number) {
    const baseFiles: Record<string, string> = {};
    const headFiles: Record<string, string> = {};
    for (let n = 1; n <= count; n++) {
      baseFiles[schemaPath(n)] = schema(n, "from_base");
      headFiles[schemaPath(n)] = schema(n, "from_head");
    }
    return diverge(`conflict-${count}`, baseFiles, headFiles);
  }

  async function conflictOf(count: number): Promise<GateFinding> {
    const range = await checkedRange(conflicting(count), new GitRepository(repo.dir), recordingLog());
    if (!("conflict" in range)) throw new Error(`no conflict in ${JSON.stringify(range)}`);
    return range.conflict;
  }

  it("a head behind the base is checked as their merge, the log naming the merge's short id", async () => {
    const { base, head } = diverge(
      "behind",
      { "README.md": "# shop\n" },
      { [schemaPath(1)]: schema(1, "note") },
    );
    const log = recordingLog();
    const range = await checkedRange({ base, head }, new GitRepository(repo.dir), log);
    if ("conflict" in range) throw new Error("unexpected conflict");
    expect(range.base).toBe(base);
    expect(range.head).not.toBe(head);
    // The merge is a commit of the base and the head: it holds both sides' changes.
    expect(repo.git(["rev-list", "--parents", "-n", "1", range.head]).trim().split(" ").slice(1)).toEqual([
      base,
      head,
    ]);
    expect(repo.git(["show", `${range.head}:README.md`])).toBe("# shop\n");
    expect(repo.git(["show", `${range.head}:${schemaPath(1)}`])).toBe(schema(1, "note"));
    expect(log.infoLines).toEqual([
      `the head is behind the base: checking their merge ${range.head.slice(0, 12)}`,
    ]);
    expect(log.warnLines).toEqual([]);
  });

  it("GitHub's merge ref is checked as it is, with no line about computing a merge", async () => {
    const { base, head } = diverge(
      "given",
      { "README.md": "# shop\n" },
      { [schemaPath(2)]: schema(2, "note") },
    );
    repo.git(["checkout", "--quiet", "--detach", base]);
    repo.git(["merge", "--quiet", "--no-ff", "--no-edit", head]);
    const mergeRef = repo.head();
    const log = recordingLog();
    const range = await checkedRange({ base, head, mergeCommit: mergeRef }, new GitRepository(repo.dir), log);
    expect(range).toEqual({ base, head: mergeRef });
    expect(log.infoLines).toEqual([]);
    expect(log.warnLines).toEqual([]);
  });

  it("a merge ref that already holds a newer push is not checked: the event's head is (the commit its approvals are of)", async () => {
    // A review of c1 starts a run; the author pushed c2 meanwhile and refs/pull/N/merge holds c2's merge.
    const { base, head: c1 } = diverge(
      "race",
      { "README.md": "# shop\n" },
      { [schemaPath(4)]: schema(4, "c1") },
    );
    const c2 = repo.write({ [schemaPath(5)]: schema(5, "c2") }).commit("race: pushed after the review");
    repo.git(["checkout", "--quiet", "--detach", base]);
    repo.git(["merge", "--quiet", "--no-ff", "--no-edit", c2]);
    const mergeRef = repo.head();
    const range = await checkedRange(
      { base, head: c1, mergeCommit: mergeRef },
      new GitRepository(repo.dir),
      recordingLog(),
    );
    if ("conflict" in range) throw new Error("no conflict expected");
    expect(range.head).not.toBe(mergeRef);
    expect(repo.git(["show", `${range.head}:${schemaPath(4)}`])).toBe(schema(4, "c1"));
    expect(repo.git(["show", `${range.head}:${schemaPath(5)}`])).toBe(schema(5, "id"));
  });

  it("with a Git older than 2.38 the head is checked against the merge base, and a warning says so", async () => {
    const { base, head } = diverge(
      "old-git",
      { "README.md": "# shop\n" },
      { [schemaPath(3)]: schema(3, "note") },
    );
    const log = recordingLog();
    const range = await checkedRange({ base, head }, new OldGitRepository(repo.dir), log);
    expect(range).toEqual({ base: forkPoint, head });
    expect(log.infoLines).toEqual([]);
    expect(log.warnLines).toHaveLength(1);
    const warning = log.warnLines[0] ?? "";
    expect(warning).toContain("git version 2.34.1 has no 'git merge-tree --write-tree' (Git 2.38 or later)");
    // The merge base by its short id, as commits are shown in the log.
    expect(warning).toContain(
      `against the merge base ${forkPoint.slice(0, 12)}, not against the base branch's tip`,
    );
    expect(warning).not.toContain(forkPoint);
  });

  it("a merge that conflicts in one file blocks at that file, naming it", async () => {
    const conflict = await conflictOf(1);
    expect(conflict).toMatchObject({
      rule: "MERGE_CONFLICT",
      level: "BLOCK",
      file: schemaPath(1),
      title: RULES.MERGE_CONFLICT.title,
    });
    expect(conflict.message).toContain(
      `does not merge cleanly into its base branch (conflicts in ${schemaPath(1)}),`,
    );
    expect(conflict.message).toContain("rebase on the base branch and push again");
  });

  it("a merge that conflicts in a few files names each, separated by commas", async () => {
    const conflict = await conflictOf(2);
    expect(conflict.file).toBe(schemaPath(1));
    expect(conflict.message).toContain(`(conflicts in ${schemaPath(1)}, ${schemaPath(2)}),`);
  });

  it("a merge that conflicts in exactly ten files names all ten, with no 'more'", async () => {
    const conflict = await conflictOf(10);
    const all = Array.from({ length: 10 }, (_, i) => schemaPath(i + 1)).join(", ");
    expect(conflict.message).toContain(`(conflicts in ${all}),`);
    expect(conflict.message).not.toContain("more");
  });

  it("a merge that conflicts in more than ten files names the first ten and counts the rest", async () => {
    const conflict = await conflictOf(12);
    const firstTen = Array.from({ length: 10 }, (_, i) => schemaPath(i + 1)).join(", ");
    expect(conflict.file).toBe(schemaPath(1));
    expect(conflict.message).toContain(`(conflicts in ${firstTen}, and 2 more),`);
    expect(conflict.message).not.toContain(schemaPath(11));
    expect(conflict.message).not.toContain(schemaPath(12));
  });

  it("a conflict that names no file blocks, saying the conflict is in the history", async () => {
    const { base, head } = diverge("unnamed", { "README.md": "# a\n" }, { "README.md": "# b\n" });
    const range = await checkedRange({ base, head }, new UnnamedConflictRepository(repo.dir), recordingLog());
    if (!("conflict" in range)) throw new Error(`no conflict in ${JSON.stringify(range)}`);
    expect(range.conflict).toMatchObject({ rule: "MERGE_CONFLICT", level: "BLOCK" });
    expect(range.conflict.file).toBeUndefined();
    expect(range.conflict.message).toContain(
      "does not merge cleanly into its base branch (conflicts in the history), so what the base would hold",
    );
  });
});
