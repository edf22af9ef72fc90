import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_MAX_FILE_BYTES, directorySource, memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { docsText } from "../support/docs-pages.js";

afterAll(() => closeReaders());

const record = (name: string, fields: number) =>
  JSON.stringify({
    type: "record",
    name,
    fields: Array.from({ length: fields }, (_, i) => ({ name: `f${i}`, type: "string" })),
  });

describe("files of any size (issue 11)", () => {
  it("reports a file over the limit by name and limit, and reads the others", async () => {
    const files = memorySource({ "big.avsc": record("Big", 200), "small.avsc": record("Small", 2) });
    const { assets, diagnostics } = await readAssets(["big.avsc", "small.avsc"], {
      files,
      dataSourceOf: () => "d",
      limits: { maxFileBytes: 1000 },
    });
    expect(assets.map((a) => a.path)).toEqual(["small.avsc:Small"]);
    expect(diagnostics).toEqual([
      {
        file: "big.avsc",
        severity: "error",
        message: `big.avsc is ${record("Big", 200).length} bytes, over the limit of 1000 bytes per file: not read`,
      },
    ]);
  });

  it("has one limit by default, the one the README states, and states it once", async () => {
    const huge = `{"type":"record","name":"Huge","doc":"${"x".repeat(DEFAULT_MAX_FILE_BYTES)}","fields":[]}`;
    const { assets, diagnostics } = await readAssets(["huge.avsc"], {
      files: memorySource({ "huge.avsc": huge }),
      dataSourceOf: () => "d",
    });
    expect(assets).toEqual([]);
    expect(diagnostics[0]?.message).toContain(`over the limit of ${DEFAULT_MAX_FILE_BYTES} bytes per file`);
    const readme = docsText();
    const stated = [...readme.matchAll(/\| size of one file read by any reader \| (\d+) MiB/g)];
    expect(stated.map((m) => Number(m[1]) * 1024 * 1024)).toEqual([DEFAULT_MAX_FILE_BYTES]);
    // No second number for schema files elsewhere in the README.
    expect(readme).not.toMatch(/schema file[^|\n]*over \d+ ?(MB|MiB)/);
  });

  it("takes the limit from CONTRACT_SYNC_MAX_FILE_BYTES", async () => {
    process.env.CONTRACT_SYNC_MAX_FILE_BYTES = "100";
    try {
      const { assets, diagnostics } = await readAssets(["small.avsc"], {
        files: memorySource({ "small.avsc": record("Small", 2) }),
        dataSourceOf: () => "d",
      });
      expect(assets).toEqual([]);
      expect(diagnostics[0]?.message).toContain("over the limit of 100 bytes per file");
    } finally {
      delete process.env.CONTRACT_SYNC_MAX_FILE_BYTES;
    }
  });

  it("skips an oversized migration and replays the rest of the folder", async () => {
    const files = memorySource({
      "m/001.sql": "CREATE TABLE a (id int);\n",
      "m/002.sql": `CREATE TABLE huge (id int);\n${"-- padding\n".repeat(200)}`,
      "m/003.sql": "CREATE TABLE c (id int);\n",
    });
    const { assets, diagnostics } = await readAssets([{ path: "m", sourceType: "postgres" }], {
      files,
      dataSourceOf: () => "db",
      limits: { maxFileBytes: 1000 },
    });
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.a", "postgres.public.c"]);
    expect(diagnostics.map((d) => [d.file, d.message.replace(/ is \d+ bytes/, " is N bytes")])).toEqual([
      ["m/002.sql", "m/002.sql is N bytes, over the limit of 1000 bytes per file: not read"],
    ]);
  }, 120_000);
});

describe("no read outside the repository (issue 11)", () => {
  const outside = mkdtempSync(join(tmpdir(), "cs-outside-"));
  writeFileSync(join(outside, "secret.avsc"), record("Secret", 1));
  const root = mkdtempSync(join(tmpdir(), "cs-repo-"));
  mkdirSync(join(root, "schemas"));
  writeFileSync(join(root, "schemas", "ok.avsc"), record("Ok", 1));
  symlinkSync(join(outside, "secret.avsc"), join(root, "schemas", "link.avsc"));
  symlinkSync(outside, join(root, "linked-dir"));
  const files = directorySource(root);

  it("does not follow symbolic links, .. or absolute paths", async () => {
    expect(await files.readText("schemas/ok.avsc")).toBe(record("Ok", 1));
    expect(await files.readText("schemas/link.avsc")).toBeUndefined();
    expect(await files.readText("linked-dir/secret.avsc")).toBeUndefined();
    expect(await files.readText(`../${outside.split("/").at(-1)}/secret.avsc`)).toBeUndefined();
    expect(await files.readText(join(outside, "secret.avsc"))).toBeUndefined();
    expect(await files.readBytes?.("schemas/link.avsc")).toBeUndefined();
    expect(await files.list("schemas")).toEqual(["schemas/ok.avsc"]);
    expect(await files.list("linked-dir")).toEqual([]);
  });

  it("a reader given a symlinked file reports it missing instead of reading its target", async () => {
    const { assets, diagnostics } = await readAssets(["schemas/link.avsc", "schemas/ok.avsc"], {
      files,
      dataSourceOf: () => "d",
    });
    expect(assets.map((a) => a.path)).toEqual(["schemas/ok.avsc:Ok"]);
    expect(diagnostics.map((d) => d.file)).toEqual(["schemas/link.avsc"]);
  });
});
