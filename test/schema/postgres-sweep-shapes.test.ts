import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";

afterAll(() => closeReaders());

const readFolder = async (files: Record<string, string>) =>
  readAssets([{ path: "db", sourceType: "postgres" }], {
    files: memorySource(files),
    dataSourceOf: () => "db",
  });

// Shapes the onboarding sweep of issue 47 met in real migration histories (facts, not their files).
describe("postgres migration histories: shapes from the onboarding sweep", () => {
  it("a TEMP table a migration makes for a backfill is not an asset", async () => {
    const { assets, diagnostics } = await readFolder({
      "db/001_users.sql": "CREATE TABLE users (id bigint NOT NULL, name text);\n",
      "db/002_backfill.sql": [
        "CREATE TEMP TABLE tmp_names AS SELECT id, name FROM users;",
        "CREATE TEMPORARY TABLE tmp_ids (id bigint);",
        "UPDATE users SET name = '' WHERE name IS NULL;",
        "",
      ].join("\n"),
    });
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.users"]);
  });
});
