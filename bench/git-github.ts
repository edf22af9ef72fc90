import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { ConfigRules, defaultConfig } from "../src/config/index.js";
import { loadContracts } from "../src/contracts/index.js";
import { GitRepository } from "../src/git/git-repository.js";
import { GitHubApi } from "../src/github/github-api.js";
import { commentMarker as stickyCommentMarker } from "../src/report/comment-marker.js";
import { FakeGitHub } from "../test/support/fake-github.js";
import { git, TestRepo, tempDir } from "../test/support/git-repo.js";
import { GitHubOpenApi } from "../test/support/github-openapi.js";
import type { BenchSuite } from "./suites.js";

const FILES = 200;

async function time<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await run();
  return { ms: Math.round(performance.now() - t0), value };
}

const contract = (i: number) =>
  `id: 00000000-0000-4000-8000-${String(i).padStart(12, "0")}\nname: c${i}\ndataAssetResourceName: avro://x:y${i}\nschema:\n  - name: id\n    type: int64\n`;

/** Git and GitHub ports on real repositories and the fake GitHub API over a socket. */
export const gitGithub: BenchSuite = {
  name: "git-github",
  async run() {
    const rows: Record<string, string | number>[] = [];
    const repo = TestRepo.init();
    const files: Record<string, string> = {};
    for (let i = 0; i < FILES; i++) files[`contracts/c${i}.yaml`] = contract(i);
    repo.write(files);
    const base = repo.commit("base");
    for (let i = 0; i < 50; i++)
      repo.write({ [`contracts/c${i}.yaml`]: `${contract(i)}  - name: x\n    type: string\n` });
    repo.git(["mv", "contracts/c60.yaml", "contracts/moved.yaml"]);
    const head = repo.commit("head");
    const port = new GitRepository(repo.dir);

    const changed = await time(() => port.changedFiles(base, head));
    rows.push({ case: `changedFiles (${changed.value.length} changes)`, ms: changed.ms });
    const reads = await time(async () => {
      for (let i = 0; i < FILES; i++) await port.readFileAt(head, `contracts/c${i === 60 ? 0 : i}.yaml`);
    });
    rows.push({ case: `readFileAt x${FILES}, one after another`, ms: reads.ms });
    const loaded = await time(() => loadContracts(port.filesAt(head), new ConfigRules(defaultConfig())));
    rows.push({ case: `loadContracts of a commit (${loaded.value.contracts.length} files)`, ms: loaded.ms });

    // shallow clone: fetch until the merge base is there
    const origin = tempDir("bench-origin");
    git(origin, ["clone", "--quiet", "--bare", repo.dir, "."]);
    const clone = tempDir("bench-clone");
    git(clone, ["clone", "--quiet", "--depth", "1", `file://${origin}`, "."]);
    const shallow = new GitRepository(clone);
    const ensured = await time(() => shallow.ensureCommits(base, head));
    rows.push({
      case: `ensureCommits on a --depth 1 clone (${ensured.value.fetches.length} fetch)`,
      ms: ensured.ms,
    });

    const openApiLoad = await time(async () => GitHubOpenApi.load());
    rows.push({ case: "fake GitHub: load + index the OpenAPI description", ms: openApiLoad.ms });
    const fake = await FakeGitHub.start({ token: "t" });
    try {
      const github = new GitHubApi({ token: "t", repository: "acme/shop", baseUrl: fake.url });
      fake.addPullRequest({ owner: "acme", repo: "shop", number: 1 });
      for (let i = 0; i < 250; i++)
        fake.addComment({ owner: "acme", repo: "shop", issue: 1, user: "u", body: `c${i}` });
      const marker = stickyCommentMarker("ci", "check");
      const first = await time(() => github.upsertStickyComment(1, marker, "report 1"));
      rows.push({ case: "upsertStickyComment, 250 comments, create (3 pages + POST)", ms: first.ms });
      const second = await time(() => github.upsertStickyComment(1, marker, "report 2"));
      rows.push({ case: "upsertStickyComment, 250 comments, update (3 pages + PATCH)", ms: second.ms });
    } finally {
      await fake.close();
      repo.cleanup();
      rmSync(origin, { recursive: true, force: true });
      rmSync(clone, { recursive: true, force: true });
    }
    return rows;
  },
};
