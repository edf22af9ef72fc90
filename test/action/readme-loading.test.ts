import { execFile } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { TestRepo } from "../support/git-repo.js";

/*
 * What the action loads for a README-only pull request, in a real process (the action's
 * entry, the real adapters, a real repository, the fake GitHub API): issue 13 measured
 * module loading as most of such a run. A resolve hook records every module asked for;
 * the contracts (zod schemas of contract files, ajv for ODCS), the compliance rules, the
 * readers' parsers, the embedded server and undici stay out; GitHub's client (Octokit) is
 * loaded at the run's one GitHub call, the comment list.
 */

const run = promisify(execFile);
const REPO = process.cwd();
const DEMO = join(REPO, "fixtures", "demo", "base");
const TOKEN = "ghs_loading-token";

const HOOKS = `import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.LOADED_LOG, result.url + "\\n");
  return result;
}
`;

let dir = "";
let repo: TestRepo;
let fake: FakeGitHub;
let base = "";
let readme = "";
let demoHead = "";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "readme-loading-"));
  await writeFile(join(dir, "hooks.mjs"), HOOKS);
  await writeFile(
    join(dir, "record.mjs"),
    `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(join(dir, "hooks.mjs")).href)});\n`,
  );
  repo = TestRepo.init();
  cpSync(DEMO, repo.dir, { recursive: true });
  base = repo.commit("demo");
  readme = repo.write({ "README.md": "# shop\n" }).commit("docs only");
  repo.git(["checkout", "--quiet", base]);
  cpSync(join(REPO, "fixtures", "demo", "head"), repo.dir, { recursive: true });
  demoHead = repo.commit("the demo's changes");
  fake = await FakeGitHub.start({ token: TOKEN });
  fake.addPullRequest({ owner: "acme", repo: "shop", number: 41, headSha: readme, baseSha: base });
  fake.addPullRequest({ owner: "acme", repo: "shop", number: 42, headSha: demoHead, baseSha: base });
});

afterAll(async () => {
  await fake?.close();
  if (repo) await rm(repo.dir, { recursive: true, force: true });
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the action's entry on a pull request (default: the README-only one); the modules it loaded and its outputs. */
async function actionRun(
  pr = { number: 41, head: () => readme },
): Promise<{ loaded: string[]; outputs: string; stdout: string }> {
  const log = join(dir, `loaded-${pr.number}.log`);
  const event = JSON.parse(
    readFileSync(join(REPO, "fixtures", "events", "pull_request.opened.json"), "utf8"),
  ) as { number: number; pull_request: { number: number; base: { sha: string }; head: { sha: string } } };
  event.number = pr.number;
  event.pull_request.number = pr.number;
  event.pull_request.base.sha = base;
  event.pull_request.head.sha = pr.head();
  await writeFile(join(dir, "event.json"), JSON.stringify(event));
  await writeFile(join(dir, "output"), "");
  await writeFile(join(dir, "summary.md"), "");
  const result = await run(
    process.execPath,
    [
      "--import",
      pathToFileURL(join(REPO, "scripts/register-ts.mjs")).href,
      "--import",
      pathToFileURL(join(dir, "record.mjs")).href,
      join(REPO, "src/action/index.ts"),
    ],
    {
      cwd: repo.dir,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: dir,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        LOADED_LOG: log,
        GITHUB_ACTIONS: "true",
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_EVENT_PATH: join(dir, "event.json"),
        GITHUB_OUTPUT: join(dir, "output"),
        GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
        GITHUB_REPOSITORY: "acme/shop",
        GITHUB_API_URL: fake.url,
        GITHUB_WORKSPACE: repo.dir,
        RUNNER_TEMP: dir,
        "INPUT_GITHUB-TOKEN": TOKEN,
        INPUT_COMMENT: "true",
        INPUT_MODE: "auto",
      },
    },
  ).catch((failed: { stdout: string; stderr: string }) => failed);
  if (!existsSync(log)) throw new Error(`the action did not run:\n${result.stdout}${result.stderr}`);
  return {
    loaded: (await readFile(log, "utf8")).split("\n").filter(Boolean),
    outputs: await readFile(join(dir, "output"), "utf8"),
    stdout: result.stdout,
  };
}

const packageOf = (url: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
const sourceOf = (url: string) => /\/src\/(.+)\.ts$/.exec(url)?.[1];

describe("a README-only pull request check", () => {
  it("loads neither the contracts, the compliance rules, a reader's parser nor the embedded server", async () => {
    const { loaded, outputs, stdout } = await actionRun();
    expect(stdout).not.toMatch(/::error/);
    // It did run: a pass, and the sticky comment was looked up (none created: nothing to report).
    expect(outputs).toMatch(/verdict<<.*\npass\n/);
    expect(fake.calls("issues/list-comments")).toHaveLength(1);
    expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);

    const packages = new Set(loaded.map(packageOf).filter(Boolean));
    for (const heavy of [
      "ajv",
      "ajv-formats",
      "avsc",
      "protobufjs",
      "node-sql-parser",
      "fastify",
      "undici",
      "fflate",
    ])
      expect(packages).not.toContain(heavy);
    expect([...packages].filter((p) => p?.startsWith("@electric-sql/"))).toEqual([]);
    // GitHub's client is loaded for the one call the run makes (the comment list: an earlier
    // report is updated), over Node's own fetch: undici stays out when no proxy is named.
    expect([...packages].filter((p) => p?.startsWith("@octokit/")).sort()).toEqual([
      "@octokit/auth-token",
      "@octokit/core",
      "@octokit/endpoint",
      "@octokit/graphql",
      "@octokit/plugin-paginate-rest",
      "@octokit/plugin-retry",
      "@octokit/plugin-throttling",
      "@octokit/request",
      "@octokit/request-error",
    ]);
    const sources = loaded.map(sourceOf).filter((s): s is string => s !== undefined);
    expect(sources).toContain("sync/check/pipeline"); // the check ran...
    // ...wrote its relay report without the relay's reader (mode relay loads that)...
    expect(sources).toContain("report/relay-report");
    expect(sources.filter((s) => s === "action/relay" || s === "report/relay-report-schema")).toEqual([]);
    // ...and stopped before the part that reads contracts and schema files.
    for (const lazy of [
      "sync/check/phases",
      "contracts/odcs",
      "contracts/index",
      "compliance/diff",
      "server/embedded",
    ])
      expect(sources).not.toContain(lazy);
    // Nor a reader's module, nor PGlite's host, not even imported: the bundle compiles every
    // module that a loaded one imports, run or not. The readers state their file endings
    // (schema/readers/lazy-reader.ts) and the entry closes PGlite through pglite/shared-closer.
    expect(sources).toContain("schema/readers/lazy-reader");
    expect(
      sources.filter(
        (s) =>
          /^schema\/readers\/(code|postgres|avro|protobuf|json-schema|sql-ddl)\//.test(s) ||
          (/^schema\/readers\/[\w-]+$/.test(s) &&
            !["schema/readers/code", "schema/readers/data", "schema/readers/lazy-reader"].includes(s)) ||
          /^pglite\/(host|shared|data-dir|worker-start)$/.test(s),
      ),
    ).toEqual([]);
  });
});

describe("a pull request check that asks the embedded service", () => {
  it("loads the server and PGlite, but neither an HTTP client library nor the PostgreSQL driver", async () => {
    const { loaded, outputs } = await actionRun({ number: 42, head: () => demoHead });
    // It did ask: the demo's head breaks a BLOCK contract.
    expect(outputs).toMatch(/verdict<<.*\nblock\n/);
    const packages = new Set(loaded.map(packageOf).filter(Boolean));
    expect(packages).toContain("fastify");
    // The embedded client's requests go through fastify's inject, and its store is PGlite.
    for (const unused of ["undici", "pg", "pg-pool"]) expect(packages).not.toContain(unused);
    const sources = loaded.map(sourceOf).filter((s): s is string => s !== undefined);
    expect(sources).toContain("server/embedded");
    expect(sources).toContain("pglite/host");
    for (const lazy of ["store/postgres", "service/webhook-connector", "service/delivery"])
      expect(sources).not.toContain(lazy);
  }, 120_000);
});
