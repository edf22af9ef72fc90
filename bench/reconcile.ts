import { performance } from "node:perf_hooks";
import { GitRepository } from "../src/git/git-repository.js";
import { startEmbeddedService } from "../src/server/embedded.js";
import { runPublish } from "../src/sync/publish.js";
import { TestRepo } from "../test/support/git-repo.js";
import type { BenchSuite } from "./suites.js";

/** Contracts in the large repository of the issue ("2,000 contracts reconcile"). */
const COUNT = 2000;

/**
 * Reconcile on merge of a repository with 2,000 contracts against the real
 * service (embedded, PGlite): the first push (all created, in batches, 8 at a
 * time, paged listing) and the same push again (nothing sent).
 */
export const reconcileBench: BenchSuite = {
  name: "reconcile",
  async run() {
    const repo = TestRepo.init();
    const files: Record<string, string> = {
      ".github/contract-sync.yml": 'contracts: ["contracts/**/*.yaml"]\n',
    };
    for (let i = 0; i < COUNT; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      files[`contracts/c${i}.yaml`] =
        `id: ${id}\nname: table_${i}\ndataAssetResourceName: postgres://db:5432:public.table_${i}\nschema:\n  - name: id\n    type: int64\n`;
    }
    repo.write(files).commit(`${COUNT} contracts`);
    const service = await startEmbeddedService();
    const rows: Record<string, string | number>[] = [];
    try {
      for (const run of ["first push", "same push again"]) {
        const started = performance.now();
        const outcome = await runPublish(
          {
            after: repo.head(),
            configPath: ".github/contract-sync.yml",
            repositoryUrl: "https://github.com/acme/big",
          },
          { git: new GitRepository(repo.dir), service: service.client },
        );
        rows.push({
          run,
          contracts: COUNT,
          created: outcome.plan.counts.create,
          unchanged: outcome.plan.counts.unchanged,
          ms: Math.round(performance.now() - started),
        });
      }
    } finally {
      await service.close();
      repo.cleanup();
    }
    return rows;
  },
};
