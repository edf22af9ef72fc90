// What `init` writes must protect what it claims: each contract names its asset as every later check
// does (wherever the check runs, whatever the remote), one contract per asset, none for test or
// service code, a summary that names every file it skipped, and workflows that can act.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { parseContractFile } from "../../src/contracts/index.js";
import { ACTION_REF } from "../../src/sync/init.js";
import { docsText } from "../support/docs-pages.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const SCHEMAS = {
  "schemas/order.avsc": JSON.stringify({
    type: "record",
    name: "Order",
    namespace: "shop",
    fields: [
      { name: "id", type: "long" },
      { name: "total", type: "double" },
    ],
  }),
  "proto/customer.proto":
    'syntax = "proto3";\npackage shop;\nmessage Customer {\n  int64 id = 1;\n  string name = 2;\n}\n',
  "jsonschema/refund.schema.json": JSON.stringify({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Refund",
    type: "object",
    properties: { id: { type: "integer" }, amount: { type: "number" } },
    required: ["id", "amount"],
  }),
  "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY, name text NOT NULL);\n",
};
// Each asset broken in one pull request: a field removed or retyped.
const BREAKS = {
  "schemas/order.avsc": SCHEMAS["schemas/order.avsc"].replace(',{"name":"total","type":"double"}', ""),
  "proto/customer.proto": SCHEMAS["proto/customer.proto"].replace("  string name = 2;\n", ""),
  "jsonschema/refund.schema.json": SCHEMAS["jsonschema/refund.schema.json"].replace('"number"', '"string"'),
  "db/migrations/002_drop.sql": "ALTER TABLE users DROP COLUMN name;\n",
};

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function cli(repo: TestRepo, args: string[], env: NodeJS.ProcessEnv = {}) {
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined, ...env });
  const code = await main(args, io);
  return { code, out: io.out, err: io.err };
}

function repoWith(files: Record<string, string>, remote?: string): TestRepo {
  const repo = TestRepo.init();
  repos.push(repo);
  if (remote) repo.git(["remote", "add", "origin", remote]);
  repo.write(files).commit("a repository with schemas");
  return repo;
}

function activate(repo: TestRepo): string[] {
  const names: string[] = [];
  for (const file of readdirSync(join(repo.dir, "contracts"))) {
    const path = join(repo.dir, "contracts", file);
    const text = readFileSync(path, "utf8")
      .replace(/^status: .*$/m, "status: ACTIVE")
      .replace(/^enforcementLevel: .*$/m, "enforcementLevel: BLOCK");
    writeFileSync(path, text);
    for (const c of parseContractFile(text, file).contracts)
      names.push(c.contract.dataAssetResourceName ?? "");
  }
  return names.sort();
}

describe("the contracts init writes bind to the assets every check reads", () => {
  it.each([
    ["no remote", undefined],
    ["an https remote", "https://github.com/acme/shop.git"],
    ["an ssh remote", "git@github.com:acme/shop.git"],
    ["a GitHub Enterprise Server remote", "https://ghe.acme.example/data/shop.git"],
  ])(
    "with %s, a break of every asset blocks on every contract, where the check runs in CI or locally",
    async (_, remote) => {
      const repo = repoWith(SCHEMAS, remote);
      expect((await cli(repo, ["init"])).code).toBe(0);
      const names = activate(repo);
      expect(names).toHaveLength(4);
      const base = repo.commit("onboard");
      const head = repo.write(BREAKS).commit("break every asset");
      // A CI sets GITHUB_REPOSITORY (another name than the remote's, as a fork or mirror has); a laptop does not.
      for (const env of [{ GITHUB_REPOSITORY: "someone/fork" }, {}]) {
        const { code, out } = await cli(
          repo,
          ["check", "--base", base, "--head", head, "--format", "json"],
          env,
        );
        const report = JSON.parse(out) as {
          report: { checks: { asset: string; violations: unknown[] }[]; findings: { title: string }[] };
        };
        const broken = report.report.checks.filter((c) => c.violations.length > 0).map((c) => c.asset);
        expect(broken.sort()).toEqual(names);
        expect(report.report.findings.map((f) => f.title)).toEqual([]);
        expect(code).toBe(1);
      }
    },
  );
});

describe("init's hygiene and summary", () => {
  it("writes one contract per table when a schema dump and the migrations describe one database", async () => {
    const repo = repoWith({
      "db/schema.sql": "CREATE TABLE users (id bigint PRIMARY KEY, name text NOT NULL);\n",
      "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY, name text NOT NULL);\n",
    });
    const { code, out } = await cli(repo, ["init"]);
    expect(code).toBe(0);
    expect(readdirSync(join(repo.dir, "contracts"))).toEqual(["users.yaml"]);
    expect(out).toContain("found    1 postgres asset\n");
  });

  it("leaves test, service and other code out, names each file it skipped and why, and no test file (exit 1)", async () => {
    const repo = repoWith({
      ...SCHEMAS,
      "src/main/java/shop/OrderService.java":
        "package shop;\npublic class OrderService { private String name; }\n",
      "src/test/java/shop/OrderTest.java": "package shop;\npublic class OrderTest { long id; }\n",
      "app/__tests__/helpers.ts": "export interface User { id: number; name: string }\n",
      "ksql/clicks.sql":
        "CREATE STREAM clicks (id BIGINT) WITH (KAFKA_TOPIC='clicks', VALUE_FORMAT='JSON');\n",
      "schemas/broken.avsc": '{"type": "record",',
    });
    const { code, out } = await cli(repo, ["init"]);
    expect(readdirSync(join(repo.dir, "contracts")).sort()).toEqual([
      "customer.yaml",
      "order.yaml",
      "refund.yaml",
      "users.yaml",
    ]);
    const lines = out.split("\n");
    expect(lines.filter((l) => l.startsWith("skipped  "))).toEqual([
      "skipped  ksql/clicks.sql: ksqlDB SQL, not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)",
      expect.stringMatching(/^skipped {2}schemas\/broken\.avsc: cannot be read: /),
    ]);
    // Tests are no models: init names only the code that may hold one (src/sync/init-scripts.ts).
    expect(lines.filter((l) => l.startsWith("left out ")).map((l) => l.split(":")[0])).toEqual([
      "left out src/main/java/shop/OrderService.java",
    ]);
    expect(out).not.toMatch(/__tests__|OrderTest/);
    expect(code).toBe(1);
    // The other dialect's SQL is ignored, so that no check reads it as PostgreSQL.
    const config = readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8");
    expect(config).toMatch(/ignore:\n {2}- ksql\/\*\.sql\n/);
  });

  it("a migrations: true rule over sub-folders replays every file in them", async () => {
    const repo = repoWith({
      ".github/contract-sync.yml":
        "version: 1\nsources:\n  - glob: m/**/*.sql\n    type: postgres\n    migrations: true\n",
      "m/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY);\n",
      "m/sub/002_orders.sql":
        "CREATE TABLE orders (id bigint PRIMARY KEY, user_id bigint REFERENCES users (id));\n",
    });
    const { code, out } = await cli(repo, ["schema", "m"]);
    expect(code).toBe(0);
    expect(out).toContain("postgres.public.users");
    expect(out).toContain("postgres.public.orders");
  });
});

describe("the workflows init writes", () => {
  it("name the action once, never race on the comment, and publish only where there is a service", async () => {
    const repo = repoWith(SCHEMAS);
    await cli(repo, ["init"]);
    const check = readFileSync(join(repo.dir, ".github/workflows/contracts.yml"), "utf8");
    expect(check).toContain(`uses: ${ACTION_REF}\n`);
    expect(check).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression syntax, not a template
      "concurrency:\n  group: contract-sync-${{ github.workflow }}-${{ github.event.pull_request.number || github.ref }}\n  cancel-in-progress: true\n",
    );
    expect(readdirSync(join(repo.dir, ".github/workflows"))).toEqual(["contracts.yml"]);

    const withService = repoWith(SCHEMAS);
    const { out } = await cli(withService, ["init", "--api-url", "https://contracts.acme.example"]);
    expect(out).not.toContain("--api-url URL");
    const publish = readFileSync(join(withService.dir, ".github/workflows/publish-contracts.yml"), "utf8");
    expect(publish).toContain(`uses: ${ACTION_REF}\n`);
    expect(publish).toContain('api-url: "https://contracts.acme.example"\n');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression syntax, not a template
    expect(publish).toContain("api-key: ${{ secrets.CONTRACT_SYNC_API_KEY }}\n");
  });

  it("the README's workflows name the action as init does", () => {
    const readme = docsText();
    const refs = [...readme.matchAll(/uses: ([\w.-]+\/contract-sync)@/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(new Set(refs)).toEqual(new Set([ACTION_REF.split("@")[0]]));
  });
});
