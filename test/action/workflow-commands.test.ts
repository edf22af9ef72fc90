import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coreIO, inertLogText } from "../../src/action/core-io.js";
import type { ActionDeps } from "../../src/action/run-action.js";
import { runAction } from "../../src/action/run-action.js";
import type { CheckComplianceResult } from "../../src/api/resources.js";
import type { RepoFiles } from "../../src/git/files.js";
import type { GitHubPort, GitPort, ServicePort } from "../../src/sync/ports.js";

/**
 * A pull request whose strings try to issue workflow commands, run through the
 * production ActionIO (@actions/core) with stdout captured: nothing it wrote may
 * reach the runner as a command.
 */

const BASE = "a".repeat(40);
const HEAD = "b".repeat(40);
// No U+0000: a contract holding it is invalid (the service cannot store it), and this one must be checked.
const ATTACK =
  "x\n::error title=pwned::injected\n::add-mask::secret\n  ::stop-commands::tok\r##[error]old\u001b[31mred\u001b]0;title\u0007\u0001\u009b";
/** Control characters a terminal or the log viewer would act on; only line ends may be written raw. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters
const RAW_CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const CONTRACT = [
  "id: 6f1c1b0e-6b7a-4c53-9d7e-3e2f5b1a9c01",
  `name: ${JSON.stringify(`orders${ATTACK}`)}`,
  "owner: team@acme.example",
  "dataAssetResourceNameList:",
  "  - avro://github.com/acme/shop:Order",
  "  - avro://github.com/acme/shop:Other",
  "status: ACTIVE",
  "enforcementLevel: BLOCK",
  "schema:",
  "  - name: id",
  "    type: int64",
].join("\n");

function memoryFiles(files: Record<string, string>): RepoFiles {
  const paths = Object.keys(files).sort();
  return {
    readText: async (path) => files[path],
    list: async (dir) =>
      paths.filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes("/")),
    listAll: async () => paths,
  };
}

function hostileDeps(): ActionDeps {
  const trees: Record<string, RepoFiles> = {
    [BASE]: memoryFiles({}),
    [HEAD]: memoryFiles({
      "contracts/orders.yaml": CONTRACT,
      "schemas/orders.avsc": JSON.stringify({ type: "record", name: "Order", fields: [] }),
    }),
  };
  const git: GitPort = {
    changedFiles: async () => [
      { status: "added", path: "contracts/orders.yaml" },
      { status: "added", path: "schemas/orders.avsc" },
    ],
    filesAt: (rev) => trees[rev] ?? memoryFiles({}),
    ensureCommits: async () => ({ wasShallow: false, fetches: [] }),
    mergeResult: async () => ({ kind: "contains-base" }),
    lastChanges: async () => new Map(),
    provenance: async () => {
      throw new Error("not used by a check");
    },
  };
  const service = {
    createContracts: async () => [],
    registerAssets: async () => ({ asset_registration_outcomes: [] }),
    checkAssetsCompliance: async (): Promise<CheckComplianceResult[]> => [
      {
        responseType: "DETAILED",
        dataAssetResourceName: "avro://github.com/acme/shop:Order",
        contractId: "6f1c1b0e-6b7a-4c53-9d7e-3e2f5b1a9c01",
        contractName: `orders${ATTACK}`,
        enforcementLevel: "BLOCK",
        status: "VIOLATION",
        violations: [
          { violationType: "MISSING_REQUIRED_PROPERTY", field: `id${ATTACK}`, message: `gone${ATTACK}` },
        ],
      } as unknown as CheckComplianceResult,
    ],
    bulkCheckContractCompliance: async () => ({
      results: { [`other${ATTACK}`]: { error: `no such asset${ATTACK}` } },
    }),
  } as unknown as ServicePort;
  const github: GitHubPort = {
    findPullRequestForCommit: async () => undefined,
    approvingReviewers: async () => [],
    upsertStickyComment: async () => ({
      id: 1,
      url: "https://github.com/acme/shop/pull/42",
      action: "created",
    }),
  };
  return {
    git: () => git,
    github: () => github,
    openService: async () => ({ service: service as never, embedded: true, close: async () => {} }),
  };
}

let written: string[] = [];
beforeEach(() => {
  written = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
});

/** Lines as the runner splits them, and the workflow commands it would see in them. */
function commandsIn(stdout: string): string[] {
  return stdout
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimStart())
    .filter((line) => line.startsWith("::") || line.includes("##["));
}

async function pullRequestEnv(): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), "workflow-commands-"));
  const event = join(dir, "event.json");
  const payload = JSON.parse(
    await readFile(new URL("../../fixtures/events/pull_request.synchronize.json", import.meta.url), "utf8"),
  ) as { pull_request: { base: object; head: object } };
  payload.pull_request.base = { ...payload.pull_request.base, sha: BASE };
  payload.pull_request.head = { ...payload.pull_request.head, sha: HEAD };
  await writeFile(event, JSON.stringify(payload));
  await writeFile(join(dir, "output"), "");
  // @actions/core writes outputs to this file (read from process.env), not to stdout.
  vi.stubEnv("GITHUB_OUTPUT", join(dir, "output"));
  return {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: "acme/shop",
    RUNNER_TEMP: dir,
  };
}

describe("workflow commands from a pull request", () => {
  it("a hostile contract name, field and error reach stdout as inert text", async () => {
    const settings = {
      apiUrl: undefined,
      apiKey: undefined,
      githubToken: "token",
      configPath: "contract-sync.yaml",
      mode: "auto" as const,
      comment: true,
      failOn: undefined,
      workingDirectory: "/repo",
      dryRun: false,
    };
    await runAction(settings, await pullRequestEnv(), coreIO, hostileDeps());
    const stdout = written.join("");
    // The hostile text did reach the log (from the contract check's info line and the annotation).
    expect(stdout).toContain("no such asset");
    expect(stdout).toContain("injected");
    const commands = commandsIn(stdout);
    // Only the annotations this run issues: one error for the BLOCK violation, one for the verdict.
    expect(commands.every((c) => /^::error (title|file)=/.test(c) || c.startsWith("::error::"))).toBe(true);
    expect(commands.filter((c) => c.includes("pwned") && c.startsWith("::error title=pwned"))).toEqual([]);
    expect(commands.some((c) => /^::(add-mask|stop-commands)::/.test(c))).toBe(false);
    expect(commands.some((c) => c.includes("##["))).toBe(false);
    expect(stdout).toContain("red");
    expect(stdout).not.toMatch(RAW_CONTROL);
  });

  it("inertLogText keeps text on one line and breaks a leading :: and ##[", () => {
    expect(inertLogText("a\r\nb\nc")).toBe("a\\r\\nb\\nc");
    expect(inertLogText("  ::add-mask::x")).not.toMatch(/^\s*::/);
    expect(inertLogText("see ##[error]x")).not.toContain("##[");
    expect(inertLogText("contract orders: ok")).toBe("contract orders: ok");
    expect(inertLogText("a\u001b[2Jb\u0000c\u202ed")).toBe("a\\u001b[2Jb\\u0000c\\u202ed");
  });

  it("annotation properties and setFailed go through it too", () => {
    coreIO.error(`m${ATTACK}`, { title: `t${ATTACK}`, file: "a.sql", startLine: 3 });
    coreIO.warning(`w${ATTACK}`);
    coreIO.setFailed(`f${ATTACK}`);
    const commands = commandsIn(written.join(""));
    expect(commands).toHaveLength(3);
    expect(commands.every((c) => /^::(error|warning)[ :]/.test(c))).toBe(true);
    // The legacy `##[` form is matched anywhere in a line.
    expect(commands.some((c) => c.includes("##["))).toBe(false);
    expect(written.join("")).not.toMatch(RAW_CONTROL);
  });

  it("the action's top-level failure goes through it too", async () => {
    // A settings error quotes the input: the one failure no ActionIO was made for yet.
    vi.stubEnv("INPUT_API-URL", `no url ${ATTACK}`);
    const { run } = await import("../../src/action/main.js");
    await run();
    expect(process.exitCode).toBe(1);
    const stdout = written.join("");
    expect(stdout).toContain("api-url");
    const commands = commandsIn(stdout);
    expect(commands).toHaveLength(1);
    expect(commands[0]).toMatch(/^::error::input 'api-url' is not a URL/);
    expect(commands[0]).toContain("\\n::error title=pwned");
    expect(stdout).not.toMatch(RAW_CONTROL);
  });
});
