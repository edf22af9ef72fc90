// The action in-process over a real repository and the embedded service (only GitHub is faked):
// a fail-closed PR fails the step naming file and line, and every output agrees on the counts.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDeps } from "../../src/action/deps.js";
import { type ActionDeps, type ActionIO, runAction } from "../../src/action/run-action.js";
import type { ActionSettings } from "../../src/action/settings.js";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { GitHubPort } from "../../src/sync/ports.js";
import { TestRepo } from "../support/git-repo.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;
const avsc = (fields: string[]) =>
  JSON.stringify(
    {
      type: "record",
      name: "Order",
      namespace: "acme",
      fields: fields.map((name) => ({ name, type: "long" })),
    },
    null,
    2,
  );
const CONTRACT = `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
dataAssetResourceName: avro://github.com/acme/shop:schemas/orders.avsc:acme.Order
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: total
    type: int64
`;

interface Recorded {
  calls: string[];
  outputs: Record<string, string>;
  failed: string[];
  summaries: string[];
  errors: Array<{ message: string; file?: string | undefined; line?: number | undefined }>;
}

function recordingIO(): ActionIO & Recorded {
  const io: ActionIO & Recorded = {
    calls: [],
    outputs: {},
    failed: [],
    summaries: [],
    errors: [],
    info: (m) => io.calls.push(`info: ${m}`),
    warning: (m) => io.calls.push(`warning: ${m}`),
    error: (m, place) => io.errors.push({ message: m, file: place?.file, line: place?.startLine }),
    notice: (m) => io.calls.push(`notice: ${m}`),
    setOutput: (name, value) => {
      io.outputs[name] = value;
    },
    setFailed: (m) => io.failed.push(m),
    setSecret: () => {},
    appendSummary: async (markdown) => {
      io.summaries.push(markdown);
    },
  };
  return io;
}

describe.sequential("the action fails closed and says it once", () => {
  let repo: TestRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/orders.avsc": avsc(["id", "total"]),
      "contracts/orders.yaml": CONTRACT,
    });
    base = repo.commit("base");
    // One contract violation (total dropped) and one fail-closed finding (an invalid contract added).
    repo.write({
      "schemas/orders.avsc": avsc(["id"]),
      "contracts/broken.yaml": CONTRACT.replace("5b0c6a52", "6c1d7b63").replace(
        "enforcementLevel: BLOCK",
        "enforcementLevel: SOMETIMES",
      ),
    });
    head = repo.commit("head");
  });
  afterAll(() => repo.cleanup());

  async function runPr(configPath = ".github/contract-sync.yml", configExplicit = false) {
    const dir = await mkdtemp(join(tmpdir(), "fail-closed-action-"));
    const payload = JSON.parse(
      await readFile(new URL("../../fixtures/events/pull_request.synchronize.json", import.meta.url), "utf8"),
    ) as { pull_request: { base: Record<string, unknown>; head: Record<string, unknown> } };
    payload.pull_request.base.sha = base;
    payload.pull_request.head.sha = head;
    await writeFile(join(dir, "event.json"), JSON.stringify(payload));
    const env = {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_REPOSITORY: "acme/shop",
      GITHUB_WORKFLOW: "contracts",
      GITHUB_JOB: "check",
      RUNNER_TEMP: dir,
    };
    const comments: string[] = [];
    const github: GitHubPort = {
      findPullRequestForCommit: async () => undefined,
      approvingReviewers: async () => [],
      upsertStickyComment: async (_n, _marker, body) => {
        comments.push(body);
        return { id: 1, url: "https://github.com/acme/shop/pull/42#issuecomment-1", action: "created" };
      },
    };
    const deps: ActionDeps = { ...defaultDeps, github: () => github };
    const settings: ActionSettings = {
      apiUrl: undefined,
      apiKey: undefined,
      githubToken: "token",
      configPath,
      configExplicit,
      mode: "auto",
      comment: true,
      failOn: undefined,
      workingDirectory: repo.dir,
      dryRun: false,
    };
    const io = recordingIO();
    let thrown: unknown;
    await runAction(settings, env, io, deps).catch((error: unknown) => {
      thrown = error;
    });
    return { io, comments, thrown };
  }

  it("counts agree across the comment, the summary, the outputs, the annotations, --format json and stderr", async () => {
    const { io, comments } = await runPr();
    expect(io.failed).toHaveLength(1);
    expect(io.outputs.verdict).toBe("block");
    expect(io.outputs.violations).toBe("2");
    // The invalid contract is annotated at its file and line.
    expect(io.errors).toContainEqual(expect.objectContaining({ file: "contracts/broken.yaml", line: 4 }));

    const cli: CliIO & { out: string; err: string } = {
      out: "",
      err: "",
      stdout: (t) => {
        cli.out += t;
      },
      stderr: (t) => {
        cli.err += t;
      },
      env: { ...process.env, CONTRACT_SYNC_API_KEY: undefined, GITHUB_REPOSITORY: "acme/shop" },
      cwd: repo.dir,
    };
    expect(await main(["check", "--base", base, "--head", head, "--format", "json"], cli)).toBe(1);
    const json = JSON.parse(cli.out) as {
      verdict: { verdict: string };
      violations: number;
      assetsChecked: number;
    };

    // One contract violation and one other finding that counts: together the `violations` output.
    expect(io.outputs.violations).toBe("2");
    const counts = "1 violation in 1 asset · 1 other finding that counts";
    const checked = `${io.outputs["assets-checked"]} asset${io.outputs["assets-checked"] === "1" ? "" : "s"} checked`;
    expect(json.verdict.verdict).toBe(io.outputs.verdict);
    expect(String(json.violations)).toBe(io.outputs.violations);
    expect(String(json.assetsChecked)).toBe(io.outputs["assets-checked"]);
    // stderr counts in the comment's words: the same counts line.
    const countsLine = (comments[0] ?? "").split("\n")[3] ?? "";
    expect(countsLine).toContain(counts);
    expect(cli.err).toContain(`verdict block: ${countsLine}\n`);
    for (const markdown of [comments[0] ?? "", io.summaries[0] ?? ""]) {
      expect(markdown).toContain(counts);
      expect(markdown).toContain(checked);
      expect(markdown).toContain("### Checks that could not be made");
    }
    expect(io.failed[0]).toContain(`${io.outputs.violations} contract violations, verdict BLOCK`);
  });

  it("an explicit config input that does not exist fails the step naming it", async () => {
    const { thrown, io } = await runPr("ci/contract-sync.yml", true);
    expect(String(thrown)).toContain("ci/contract-sync.yml");
    expect(io.outputs.verdict).toBeUndefined();
  });
});
