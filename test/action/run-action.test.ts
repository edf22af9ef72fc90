import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type ActionDeps, type ActionIO, runAction } from "../../src/action/run-action.js";
import type { ActionSettings } from "../../src/action/settings.js";
import type { CheckComplianceResult, ContractCreate } from "../../src/api/resources.js";
import type { RepoFiles } from "../../src/git/files.js";
import type { ChangedFile } from "../../src/git/git-repository.js";
import { GitHubError } from "../../src/github/github-api.js";
import type { RemoteService } from "../../src/server/open-service.js";
import type { GitHubPort, GitPort, ServicePort } from "../../src/sync/ports.js";

/** runAction in-process: a recording ActionIO over fake ports (Git, GitHub, the service). */

const BASE = "a".repeat(40);
const HEAD = "b".repeat(40);
const ORDERS_ASSET = "avro://github.com/acme/shop:schemas/orders.avsc:Order";
const CONTRACT_ID = "6f1c1b0e-6b7a-4c53-9d7e-3e2f5b1a9c01";
const ORDERS = JSON.stringify({ type: "record", name: "Order", fields: [{ name: "id", type: "long" }] });

const fixtures: Record<string, string> = {};
const load = (name: string): Record<string, unknown> =>
  JSON.parse(fixtures[name] ?? "{}") as Record<string, unknown>;

beforeAll(async () => {
  for (const name of ["pull_request.synchronize.json", "push.json"])
    fixtures[name] = await readFile(new URL(`../../fixtures/events/${name}`, import.meta.url), "utf8");
});

interface Recorded {
  calls: string[];
  outputs: Record<string, string>;
  failed: string[];
  summaries: string[];
}

function recordingIO(): ActionIO & Recorded {
  const io: ActionIO & Recorded = {
    calls: [],
    outputs: {},
    failed: [],
    summaries: [],
    info: (m) => io.calls.push(`info: ${m}`),
    warning: (m) => io.calls.push(`warning: ${m}`),
    error: (m) => io.calls.push(`error: ${m}`),
    notice: (m) => io.calls.push(`notice: ${m}`),
    setOutput: (name, value) => {
      io.outputs[name] = value;
    },
    setFailed: (m) => {
      io.failed.push(m);
      // Also in order among the annotations: the runner shows it as an error.
      io.calls.push(`failed: ${m}`);
    },
    setSecret: () => {},
    appendSummary: async (markdown) => {
      io.summaries.push(markdown);
    },
  };
  return io;
}

function memoryFiles(files: Record<string, string>): RepoFiles {
  const paths = Object.keys(files).sort();
  return {
    readText: async (path) => files[path],
    list: async (dir) =>
      paths.filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes("/")),
    listAll: async () => paths,
  };
}

/** A pull request that adds one Avro schema; the service holds it to a contract at `level`. */
function fakes(options: {
  level?: "BLOCK" | "ALERT" | "NOTIFY";
  violations?: number;
  commentFails?: boolean;
}) {
  const seen = {
    remote: [] as Array<RemoteService | undefined>,
    created: [] as ContractCreate[],
    comments: 0,
  };
  const changed: ChangedFile[] = [{ status: "added", path: "schemas/orders.avsc" }];
  // The embedded service holds the contracts of the base: this one names the schema's asset.
  const contract = {
    "contracts/orders.yaml": `id: ${CONTRACT_ID}\nname: orders\nenforcementLevel: ${options.level ?? "ALERT"}\ndataAssetResourceName: ${ORDERS_ASSET}\nschema:\n  - name: id\n    type: int64\n`,
  };
  const trees: Record<string, RepoFiles> = {
    [BASE]: memoryFiles(contract),
    [HEAD]: memoryFiles({ ...contract, "schemas/orders.avsc": ORDERS }),
  };
  const git: GitPort = {
    changedFiles: async () => changed,
    filesAt: (rev) => trees[rev] ?? memoryFiles({}),
    ensureCommits: async () => ({ wasShallow: false, fetches: [] }),
    mergeResult: async () => ({ kind: "contains-base" }),
    lastChanges: async () => new Map(),
    provenance: async (sha) => ({
      sha,
      author: { name: "Ada", email: "ada@example.com", date: "2026-01-01T00:00:00Z" },
      committer: { name: "Ada", email: "ada@example.com", date: "2026-01-01T00:00:00Z" },
      subject: "change",
    }),
  };
  const violations = Array.from({ length: options.violations ?? 0 }, (_, i) => ({
    type: "FIELD_MISSING",
    field: `f${i}`,
    message: `f${i} is missing`,
  }));
  const service = {
    createContracts: async (contracts: ContractCreate[]) => {
      seen.created.push(...contracts);
      return [];
    },
    listContracts: async () => [],
    registerAssets: async () => ({ asset_registration_outcomes: [] }),
    registerS3Assets: async () => ({}),
    checkAssetsCompliance: async (): Promise<CheckComplianceResult[]> =>
      options.level
        ? [
            {
              responseType: "DETAILED",
              dataAssetResourceName: ORDERS_ASSET,
              contractId: CONTRACT_ID,
              contractName: "orders",
              enforcementLevel: options.level,
              status: violations.length > 0 ? "VIOLATION" : "PASS",
              violations,
            } as unknown as CheckComplianceResult,
          ]
        : [],
    bulkCheckContractCompliance: async () => ({ results: {} }),
  } as unknown as ServicePort;
  const github: GitHubPort = {
    findPullRequestForCommit: async () => undefined,
    approvingReviewers: async () => [],
    upsertStickyComment: async (_number, marker, body) => {
      seen.comments++;
      expect(body.startsWith(marker)).toBe(true);
      if (options.commentFails) throw new GitHubError("GitHub POST issues/42/comments failed with 403", 403);
      return { id: 1, url: "https://github.com/acme/shop/pull/42#issuecomment-1", action: "created" };
    },
  };
  const deps: ActionDeps = {
    git: () => git,
    github: () => github,
    openService: async (remote) => {
      seen.remote.push(remote);
      return { service: service as never, embedded: remote === undefined, close: async () => {} };
    },
  };
  return { deps, seen };
}

const settings = (overrides: Partial<ActionSettings> = {}): ActionSettings => ({
  apiUrl: undefined,
  apiKey: undefined,
  githubToken: "token",
  configPath: "contract-sync.yaml",
  mode: "auto",
  comment: true,
  failOn: undefined,
  workingDirectory: "/repo",
  dryRun: false,
  ...overrides,
});

async function envFor(eventName: string, payload: unknown): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), "run-action-"));
  const path = join(dir, "event.json");
  await writeFile(path, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: "acme/shop",
    GITHUB_WORKFLOW: "contracts",
    GITHUB_JOB: "check",
    RUNNER_TEMP: dir,
  };
}

function pullRequest(fromFork = false): Record<string, unknown> {
  const payload = load("pull_request.synchronize.json");
  const pull = payload.pull_request as Record<string, Record<string, unknown>>;
  pull.base = { ...pull.base, sha: BASE };
  pull.head = {
    ...pull.head,
    sha: HEAD,
    repo: fromFork ? { ...(pull.head?.repo as object), full_name: "someone/shop" } : pull.head?.repo,
  };
  return payload;
}

describe("runAction: the mode", () => {
  it("auto checks a pull request", async () => {
    const io = recordingIO();
    const { deps, seen } = fakes({});
    await runAction(settings(), await envFor("pull_request", pullRequest()), io, deps);
    expect(io.outputs.verdict).toBe("pass");
    expect(io.outputs["assets-checked"]).toBe("1");
    expect(seen.remote).toEqual([undefined]);
  });

  it("auto publishes a push to the default branch", async () => {
    const io = recordingIO();
    const { deps } = fakes({});
    await runAction(settings(), await envFor("push", load("push.json")), io, deps);
    expect(io.outputs["contracts-published"]).toBe("0");
    expect(io.summaries[0]).toContain("## contract-sync: publish");
    expect(io.calls).toContain(
      "notice: No api-url: contracts are validated and published to the embedded service, which keeps nothing after this run.",
    );
  });

  it("auto does nothing on another event, and says so", async () => {
    const io = recordingIO();
    const { deps, seen } = fakes({});
    await runAction(settings(), await envFor("workflow_dispatch", {}), io, deps);
    expect(io.calls).toEqual([
      "info: contract-sync: nothing to do for 'workflow_dispatch' (mode auto checks pull requests and merge groups and publishes pushes to the default branch)",
    ]);
    expect(io.outputs).toEqual({});
    expect(seen.remote).toEqual([]);
  });

  it("mode check refuses a push event", async () => {
    const { deps } = fakes({});
    await expect(
      runAction(settings({ mode: "check" }), await envFor("push", load("push.json")), recordingIO(), deps),
    ).rejects.toThrow("mode 'check' needs a pull_request or merge_group event, got 'push'");
  });
});

describe("runAction: a fork's pull request", () => {
  it("falls back to the embedded service without a key, with a notice", async () => {
    const io = recordingIO();
    const { deps, seen } = fakes({});
    await runAction(
      settings({ apiUrl: "https://contracts.example.com" }),
      await envFor("pull_request", pullRequest(true)),
      io,
      deps,
    );
    expect(seen.remote).toEqual([undefined]);
    expect(io.calls.some((c) => c.startsWith("notice: This pull request comes from a fork"))).toBe(true);
  });

  it("uses the remote service when the key is there", async () => {
    const { deps, seen } = fakes({});
    await runAction(
      settings({ apiUrl: "https://contracts.example.com", apiKey: "k" }),
      await envFor("pull_request", pullRequest(true)),
      recordingIO(),
      deps,
    );
    expect(seen.remote).toEqual([
      { baseUrl: "https://contracts.example.com", apiKey: "k", userAgent: "contract-sync-action" },
    ]);
  });

  it("not a fork and no key: a clear error", async () => {
    const { deps } = fakes({});
    await expect(
      runAction(
        settings({ apiUrl: "https://contracts.example.com" }),
        await envFor("pull_request", pullRequest()),
        recordingIO(),
        deps,
      ),
    ).rejects.toThrow("input 'api-key' is required with 'api-url'");
  });

  it("a read-only token costs the comment only, and the messages say so", async () => {
    const io = recordingIO();
    const { deps } = fakes({ level: "BLOCK", violations: 1, commentFails: true });
    await runAction(settings(), await envFor("pull_request", pullRequest(true)), io, deps);
    const why = io.calls.filter((c) => c.startsWith("notice: No pull request comment was written"));
    expect(why).toHaveLength(1);
    expect(why[0]).toMatch(/may not write to this pull request .*pull-requests: write/);
    expect(io.outputs["comment-url"]).toBe("");
    expect(io.summaries[0]).toContain("❌");
    expect(io.failed).toEqual([expect.stringMatching(/; see the job summary$/)]);
  });

  it("keeps the step's failure message first among ten errors and counts the rest in a notice", async () => {
    const io = recordingIO();
    const { deps } = fakes({ level: "BLOCK", violations: 15 });
    await runAction(settings(), await envFor("pull_request", pullRequest()), io, deps);
    const errors = io.calls.filter((c) => c.startsWith("failed: ") || c.startsWith("error: "));
    expect(errors).toHaveLength(10);
    expect(errors[0]).toMatch(/^failed: contract-sync: 15 contract violations, verdict BLOCK/);
    expect(errors.slice(1).every((c) => c.startsWith("error: "))).toBe(true);
    expect(io.calls.at(-1)).toBe("notice: 6 more findings: see the job summary");
  });

  it("keeps the job summary under 1 MiB and writes the whole report to the file it names", async () => {
    const io = recordingIO();
    const { deps } = fakes({ level: "BLOCK", violations: 8000 });
    const env = await envFor("pull_request", pullRequest());
    await runAction(settings(), env, io, deps);
    const summary = io.summaries[0] ?? "";
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1024 * 1024 - 1);
    const path = /the whole report is in `([^`]+)`/.exec(summary)?.[1] ?? "";
    expect(path).toMatch(/contract-sync-full-report\.md$/);
    const whole = await readFile(path, "utf8");
    expect(Buffer.byteLength(whole)).toBeGreaterThan(1024 * 1024);
    expect(whole).toContain("| `f7999` |");
    expect(summary).not.toContain("| `f7999` |");
    // What the README's upload-artifact step keeps: `${{ runner.temp }}/contract-sync-*.md`.
    const kept = (await readdir(env.RUNNER_TEMP ?? "")).filter((f) => /^contract-sync-.*\.md$/.test(f));
    expect(kept.sort()).toEqual(["contract-sync-full-report.md", "contract-sync-report.md"]);
  });

  it("without a token, one notice says no comment was written and how to get one", async () => {
    const io = recordingIO();
    const { deps } = fakes({ level: "BLOCK", violations: 1 });
    await runAction(
      settings({ githubToken: undefined }),
      await envFor("pull_request", pullRequest()),
      io,
      deps,
    );
    expect(io.calls.filter((c) => c.includes("No pull request comment was written"))).toEqual([
      expect.stringMatching(
        /^notice: .*no github-token\. To get one, give the workflow `permissions: pull-requests: write`/,
      ),
    ]);
    expect(io.failed).toEqual([expect.stringMatching(/; see the job summary$/)]);
  });
});

describe("runAction: fail-on", () => {
  const cases = [
    ["BLOCK", undefined, true],
    ["BLOCK", "block", true],
    ["BLOCK", "never", false],
    ["ALERT", undefined, false],
    ["ALERT", "block", false],
    ["ALERT", "alert", true],
    ["NOTIFY", "alert", false],
  ] as const;
  it.each(cases)("a %s violation with fail-on %s fails the step: %s", async (level, failOn, fails) => {
    const io = recordingIO();
    const { deps } = fakes({ level, violations: 2 });
    await runAction(settings({ failOn }), await envFor("pull_request", pullRequest()), io, deps);
    expect(io.failed.length > 0).toBe(fails);
    if (fails) expect(io.failed[0]).toMatch(/2 contract violations.*; see the pull request comment$/);
    const verdict = io.outputs.verdict;
    if (!fails && verdict !== "pass")
      expect(io.calls).toContain(
        `warning: contract-sync: 2 contract violations, verdict ${verdict?.toUpperCase()}`,
      );
  });
});

describe("runAction: outputs", () => {
  it("sets every output of a check, writes the report file and posts the comment once", async () => {
    const io = recordingIO();
    const { deps, seen } = fakes({ level: "ALERT", violations: 3 });
    await runAction(settings(), await envFor("pull_request", pullRequest()), io, deps);
    expect(io.outputs).toMatchObject({
      verdict: "alert",
      violations: "3",
      "assets-checked": "1",
      "contracts-published": "0",
      "comment-url": "https://github.com/acme/shop/pull/42#issuecomment-1",
    });
    const report = await readFile(io.outputs.report ?? "", "utf8");
    expect(report.startsWith("<!-- contract-sync:contracts:check -->")).toBe(true);
    expect(report.match(/<!-- contract-sync:/g)).toHaveLength(1);
    expect(seen.comments).toBe(1);
  });

  it("no comment without a token or with comment: false", async () => {
    for (const overrides of [{ githubToken: undefined }, { comment: false }]) {
      const io = recordingIO();
      const { deps, seen } = fakes({ level: "ALERT", violations: 1 });
      await runAction(settings(overrides), await envFor("pull_request", pullRequest()), io, deps);
      expect(seen.comments).toBe(0);
      expect(io.outputs["comment-url"]).toBe("");
    }
  });
});
