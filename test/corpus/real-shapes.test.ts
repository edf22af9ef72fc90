import { afterAll, describe, expect, it } from "vitest";
import { directorySource } from "../../src/schema/fs-source.js";
import { closeReaders } from "../../src/schema/index.js";
import type { SchemaReader } from "../../src/schema/model.js";
import { postgresReader } from "../../src/schema/readers/postgres.js";
import { protobufReader } from "../../src/schema/readers/protobuf.js";
import { mssqlReader, mysqlReader } from "../../src/schema/readers/sql-ddl.js";
import { repoRoot } from "../schema/golden.js";
import { type CorpusRow, type FileRead, filesUnder, printTable, readEach, rowOf } from "./support/corpus.js";

/*
 * Our own fixtures after the public repositories whose constructs a reader lost (issue 32):
 * SQL Server sample databases (Sakila, Wide World Importers, AdventureWorks) and an SSDT
 * project, sqlc's examples (a MySQL and a PostgreSQL migration folder), and a gRPC service
 * that imports googleapis' common protos and validation options from buf's deps. No npm
 * package ships them. Every file of each is read; the unit tests beside the fixtures check
 * the assets field by field.
 */

const files = directorySource(repoRoot);
const rows: CorpusRow[] = [];

afterAll(async () => {
  await closeReaders();
  printTable(rows);
});

/** A folder read as one target (a migration history, an SSDT project) with every .sql file below it. */
async function readFolder(reader: SchemaReader, folder: string): Promise<{ read: FileRead; files: number }> {
  const members = filesUnder(repoRoot, [folder], [".sql"]);
  const started = performance.now();
  const result = await reader.read({
    path: folder,
    sourceType: reader.sourceType,
    dataSource: "corpus",
    files,
    members: (file) => file.endsWith(".sql"),
  });
  return { read: { file: folder, result, ms: performance.now() - started }, files: members.length };
}

describe("fixtures after real repositories", () => {
  it("SQL Server: a script of sample databases' constructs, and an SSDT project of one table per file", async () => {
    const script = await readEach(mssqlReader, files, ["test/schema/mssql/real-shapes.mssql.sql"]);
    const project = await readFolder(mssqlReader, "test/schema/mssql/ssdt/Shop.Database");
    rows.push(
      rowOf(
        "SQL Server: sample databases' constructs (Sakila, Wide World Importers, AdventureWorks)",
        script,
      ),
    );
    rows.push({ ...rowOf("SQL Server: an SSDT project", [project.read]), files: project.files });
    expect(script[0]?.result.diagnostics).toEqual([]);
    expect(script[0]?.result.assets).toHaveLength(4);
    expect(project.read.result.diagnostics).toEqual([]);
    expect(project.read.result.assets.map((a) => a.path).sort()).toEqual([
      "Sales.Order",
      "Sales.OrderLine",
      "dbo.Customer",
    ]);
    expect(project.files).toBe(6);
  });

  it("sqlc: MySQL and PostgreSQL migration folders with renames, added and dropped columns", async () => {
    const mysql = await readFolder(mysqlReader, "test/schema/sqlc/mysql/schema");
    const postgres = await readFolder(postgresReader, "test/schema/sqlc/postgresql/schema");
    rows.push({ ...rowOf("sqlc MySQL migrations", [mysql.read]), files: mysql.files });
    rows.push({ ...rowOf("sqlc PostgreSQL migrations", [postgres.read]), files: postgres.files });
    for (const { read } of [mysql, postgres]) {
      expect(read.result.diagnostics).toEqual([]);
      expect(read.result.assets.map((a) => a.path.replace(/^postgres\.public\./, "")).sort()).toEqual([
        "city",
        "venue",
      ]);
    }
  });

  it("Protobuf: a service importing googleapis' common protos, validation options and custom options", async () => {
    const paths = filesUnder(repoRoot, ["test/schema/protobuf/service"], [".proto"]);
    const reads = await readEach(protobufReader, files, paths);
    rows.push(
      rowOf("Protobuf: a gRPC service with buf deps (google/api, google/type, google/rpc, validate)", reads),
    );
    expect(reads.flatMap((r) => r.result.diagnostics.filter((d) => d.severity === "error"))).toEqual([]);
    // The one import no copy is bundled for (validate/validate.proto), once, as a warning.
    expect(reads.flatMap((r) => r.result.diagnostics).map((d) => d.message)).toEqual([
      'import "validate/validate.proto" not found in the repository (module roots: test/schema/protobuf/service/proto; ' +
        "buf.yaml's deps are not fetched: buf.build/googleapis/googleapis, buf.build/envoyproxy/protoc-gen-validate)",
    ]);
    expect(reads.reduce((sum, r) => sum + r.result.assets.length, 0)).toBe(2);
  });
});
