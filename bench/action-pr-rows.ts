// Action benchmark rows of issue 13's pull requests: ten changed files with a migration folder
// (cold runner, then warm), and one migration added to a folder of 2,000.
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { DEMO_BASE, DEMO_HEAD, pullRequestEvent, runBundledAction, Upstream } from "../test/e2e/harness.js";
import { FakeGitHub } from "../test/support/fake-github.js";
import {
  actionNodeVersion,
  avro,
  coldAndWarm,
  coldRunnerEnv,
  contract,
  floorMs,
  timed,
  withRatio,
} from "./action-support.js";
import type { BenchSuite } from "./suites.js";

// ---- Ten changed files with a migration folder: the demo's four and six contracted Avro schemas. ----

const TEN_FILES_AVRO = 6;

/**
 * The demo's base with six more contracted Avro schemas; the head is the demo's head (a migration
 * added to db/migrations, a .proto, two .avsc) with the six changed too: ten changed schema files.
 * Cold runner (fresh HOME, empty cache), then warm (the same HOME), each with its peak memory.
 */
export async function tenFileRows(
  fake: FakeGitHub,
  cleanup: string[],
): Promise<Record<string, string | number>[]> {
  const upstream = Upstream.create().overlay(DEMO_BASE);
  cleanup.push(upstream.repo.dir, upstream.origin);
  const files: Record<string, string> = {};
  for (let i = 0; i < TEN_FILES_AVRO; i++) {
    files[`schemas/event${i}.avsc`] = avro(i, "long");
    files[`contracts/event${i}.yaml`] = contract(i);
  }
  const base = upstream.repo.write(files).commit("demo and six events");
  upstream.push("refs/heads/main");
  upstream.repo.git(["checkout", "--quiet", "-b", "ten"]);
  const changed: Record<string, string> = {};
  for (let i = 0; i < TEN_FILES_AVRO; i++) changed[`schemas/event${i}.avsc`] = avro(i, "string");
  const head = upstream.overlay(DEMO_HEAD).repo.write(changed).commit("ten changed schema files");
  upstream.push("refs/heads/ten");
  const number = 70;
  fake.addPullRequest({ owner: "acme", repo: "shop", number, headSha: head, baseSha: base });
  const pr = async (env: Record<string, string>) => {
    const workspace = upstream.checkout(head);
    cleanup.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head }),
      githubApiUrl: fake.url,
      env,
    });
  };
  const floor = floorMs(upstream.repo.dir, base, head);
  const { cold, warm } = await coldAndWarm(pr, 1, cleanup);
  const name = "PR check, 10 changed files incl. a migration folder, embedded";
  return [
    withRatio(
      {
        case: `${name}, cold runner, median of 3 (target <= 2 s, <= 300 MB)`,
        ms: cold.ms,
        "peak MB": cold.peakMB,
      },
      floor,
    ),
    withRatio(
      {
        case: `${name}, warm cache, median of 3 (target <= 1 s, <= 300 MB)`,
        ms: warm.ms,
        "peak MB": warm.peakMB,
      },
      floor,
    ),
  ];
}

// ---- Postgres migration folder (issue 13): a PR adding one migration to a folder of 2,000. ----

const MIGRATIONS = 2000;

function migration(i: number): string {
  return i % 2 === 0
    ? `CREATE TABLE t${i} (\n  id bigserial PRIMARY KEY,\n  name varchar(64) NOT NULL,\n  amount numeric(12, 2),\n  created_at timestamptz DEFAULT now(),\n  tags text[]\n);\n`
    : `ALTER TABLE t${i - 1} ADD COLUMN extra_${i} integer;\nCOMMENT ON COLUMN t${i - 1}.name IS 'x';\n`;
}

/**
 * The demo repository with ${MIGRATIONS} more migrations in db/migrations; the
 * PR appends one. Cold runner (empty HOME), then warm (the same HOME), each
 * beside the floor. Both read the folder at base and at head, each a full replay.
 */
export async function migrationFolderRows(
  fake: FakeGitHub,
  cleanup: string[],
): Promise<Record<string, string | number>[]> {
  const upstream = Upstream.create().overlay(DEMO_BASE);
  cleanup.push(upstream.repo.dir, upstream.origin);
  const files: Record<string, string> = {};
  for (let i = 0; i < MIGRATIONS; i++) files[`db/migrations/${100 + i}_step.sql`] = migration(i);
  const base = upstream.repo.write(files).commit(`${MIGRATIONS} migrations`);
  upstream.push("refs/heads/main");
  const head = upstream.repo
    .write({ [`db/migrations/${100 + MIGRATIONS}_add_column.sql`]: "ALTER TABLE t0 ADD COLUMN note text;\n" })
    .commit("One more migration");
  upstream.push("refs/heads/one-more");
  const number = 60;
  fake.addPullRequest({ owner: "acme", repo: "shop", number, headSha: head, baseSha: base });
  const runner = coldRunnerEnv(cleanup);
  let code = 0;
  const pr = async () => {
    const workspace = upstream.checkout(head);
    cleanup.push(workspace);
    const result = await runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head }),
      githubApiUrl: fake.url,
      env: runner,
    });
    code = result.code ?? -1;
    return result;
  };
  const floor = floorMs(upstream.repo.dir, base, head);
  const t0 = performance.now();
  await pr();
  const cold = Math.round(performance.now() - t0);
  if (code !== 0 && code !== 1) throw new Error(`the action exited ${code}`);
  const warm = await timed(pr, code);
  return [
    withRatio(
      { case: `PR adding one migration to a folder of ${MIGRATIONS}, embedded, cold runner`, ms: cold },
      floor,
    ),
    withRatio(
      {
        case: `PR adding one migration to a folder of ${MIGRATIONS}, embedded, warm cache (target <= 1.5 s)`,
        ms: warm,
      },
      floor,
    ),
  ];
}

type Rows = (fake: FakeGitHub, cleanup: string[]) => Promise<Record<string, string | number>[]>;

/** A suite of some of the action's rows alone, on a fake GitHub of their own, beside the load average. */
function rowsSuite(name: string, rows: Rows): BenchSuite {
  return {
    name,
    async run() {
      const fake = await FakeGitHub.start();
      const cleanup: string[] = [];
      try {
        const load = loadavg()
          .map((l) => l.toFixed(2))
          .join(" ");
        const node = actionNodeVersion();
        return [
          { case: "load average 1/5/15 min; the action's node", ms: 0, load, node },
          ...(await rows(fake, cleanup)),
        ];
      } finally {
        await fake.close();
        for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Only the migration-folder rows (`npm run bench -- action-migrations`). */
export const actionMigrationsBench = rowsSuite("action-migrations", migrationFolderRows);

/** Only the ten-file rows (`npm run bench -- action-ten`). */
export const actionTenBench = rowsSuite("action-ten", tenFileRows);
