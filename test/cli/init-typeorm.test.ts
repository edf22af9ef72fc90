// TypeORM entities (issue 55) on a NestJS + TypeORM blog API laid out as such projects are
// (src/<module>/<name>.entity.ts, a base entity, src/data-source.ts, src/migrations from
// migration:generate): one init, then a break in TypeORM's style (exit 1, each field at its
// decorator's line) and a harmless addition (exit 0). The CLI runs in-process, three times.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/main.js";
import { closeReaders } from "../../src/schema/index.js";
import { fixtureFiles } from "../support/fixture-files.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const BLOG = fileURLToPath(new URL("../schema/frameworks/typeorm-blog/", import.meta.url));

const repo = TestRepo.init().write(fixtureFiles(BLOG));
afterAll(async () => {
  repo.cleanup();
  await closeReaders();
});
const read = (path: string) => readFileSync(join(repo.dir, path), "utf8");
const edit = (path: string, from: string, to: string) => {
  const text = read(path);
  expect(text, `${path} holds ${from}`).toContain(from);
  return { [path]: text.replace(from, to) };
};

interface Finding {
  rule: string;
  field?: string;
  file?: string;
  line?: number;
}

async function check(base: string, head: string) {
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
  return { code, io, findings: (JSON.parse(io.out) as { findings: Finding[] }).findings };
}

describe("init and check on a NestJS + TypeORM app", () => {
  let onboarded = "";

  it("init: one postgres rule per entity file on one data source; ACTIVE/BLOCK contracts", async () => {
    repo.commit("a blog api");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    expect(await main(["init", "--status", "ACTIVE", "--level", "BLOCK"], io), io.err).toBe(0);
    const config = parse(read(".github/contract-sync.yml")) as {
      sources: { glob: string; type: string; dataSource: string }[];
    };
    expect(config.sources.map((s) => [s.glob, s.type])).toEqual([
      ["src/posts/post-comment.entity.ts", "postgres"],
      ["src/posts/post.entity.ts", "postgres"],
      ["src/users/user.entity.ts", "postgres"],
    ]);
    expect(new Set(config.sources.map((s) => s.dataSource)).size).toBe(1);
    expect(io.out).not.toMatch(/cannot be read|assumed/);
    // The base class and the migrations are TypeORM's own files: read through the entities, not named.
    expect(io.out).not.toMatch(/left out src\/(common|migrations)\//);
    const contracts = readdirSync(join(repo.dir, "contracts")).map((f) => read(`contracts/${f}`));
    for (const contract of contracts) {
      expect(contract).toMatch(/^status: ACTIVE$/m);
      expect(contract).toMatch(/^enforcementLevel: BLOCK$/m);
    }
    const names = contracts
      .map((c) => /dataAssetResourceName: (\S+)/.exec(c)?.[1]?.replace(/^.*\./, ""))
      .sort();
    expect(names).toEqual(["post", "post_comment", "users"]);
    onboarded = repo.commit("contracts");
  });

  it("a break in TypeORM's style fails, each field at its decorator's line", async () => {
    repo.write({
      // A title narrowed and a column dropped, with the migration migration:generate writes.
      ...edit("src/posts/post.entity.ts", "@Column({ length: 200 })", "@Column({ length: 120 })"),
      ...edit(
        "src/users/user.entity.ts",
        "  @Column({ nullable: true })\n  displayName: string | null;\n\n",
        "",
      ),
      "src/migrations/1717000000000-ShortTitles.ts":
        'import { MigrationInterface, QueryRunner } from "typeorm";\n\nexport class ShortTitles1717000000000 implements MigrationInterface {\n    name = \'ShortTitles1717000000000\'\n\n    public async up(queryRunner: QueryRunner): Promise<void> {\n        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "displayName"`);\n        await queryRunner.query(`ALTER TABLE "post" DROP COLUMN "title"`);\n        await queryRunner.query(`ALTER TABLE "post" ADD "title" character varying(120) NOT NULL`);\n    }\n\n    public async down(queryRunner: QueryRunner): Promise<void> {\n    }\n}\n',
    });
    const head = repo.commit("shorter titles, no display names");
    const { code, findings, io } = await check(onboarded, head);
    expect(code, io.err).toBe(1);
    const at = findings.map((f) => [f.field, f.file, f.line]);
    expect(at).toContainEqual(["title", "src/posts/post.entity.ts", 21]);
    expect(findings.some((f) => f.field === "displayName" && f.file === "src/users/user.entity.ts")).toBe(
      true,
    );
    expect(findings.filter((f) => f.rule === "READ_PROBLEM")).toEqual([]);
    repo.git(["reset", "--hard", onboarded]);
  });

  it("a harmless addition passes", async () => {
    repo.write(
      edit(
        "src/posts/post.entity.ts",
        '  @Column("text")\n  body: string;\n',
        '  @Column("text")\n  body: string;\n\n  @Column({ length: 160, nullable: true })\n  subtitle?: string;\n',
      ),
    );
    const head = repo.commit("subtitles");
    const { code, findings, io } = await check(onboarded, head);
    expect(findings.filter((f) => f.rule === "READ_PROBLEM")).toEqual([]);
    expect(code, io.out).toBe(0);
  });
});
