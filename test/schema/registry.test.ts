import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { detectSourceType, planReads, readAssets, readerFor, readers } from "../../src/schema/index.js";
import type { SourceFiles } from "../../src/schema/model.js";
import { codeReaders } from "../../src/schema/readers/code.js";
import { dataReaders } from "../../src/schema/readers/data.js";
import { repoRoot } from "./golden.js";

describe("reader registry", () => {
  it("holds the data and the code readers", () => {
    expect(readers).toEqual([...dataReaders, ...codeReaders]);
    for (const type of [
      "postgres",
      "mysql",
      "mssql",
      "json_schema",
      "avro",
      "protobuf",
      "dataframe",
      "s3",
    ] as const) {
      expect(readerFor(type)?.sourceType).toBe(type);
    }
  });

  it("detects the source type by the longest file ending, config globs first", () => {
    expect(detectSourceType("db/schema.sql")).toBe("postgres");
    expect(detectSourceType("db/shop.mysql.sql")).toBe("mysql");
    expect(detectSourceType("db/sales.TSQL")).toBe("mssql");
    expect(detectSourceType("events/order.avsc")).toBe("avro");
    expect(detectSourceType("events/order.proto")).toBe("protobuf");
    expect(detectSourceType("schemas/customer.schema.yaml")).toBe("json_schema");
    expect(detectSourceType("frames/orders.dataframe.yml")).toBe("dataframe");
    expect(detectSourceType("lake/clicks.s3.json")).toBe("s3");
    expect(detectSourceType("README.md")).toBeUndefined();
  });

  it("plans postgres files of one folder as one migration folder", () => {
    const targets = planReads(["m/1.sql", "m/2.sql", "t/only.sql", "e/a.avsc", "notes.txt"], (p) =>
      detectSourceType(p),
    );
    expect(targets).toEqual([
      { path: "e/a.avsc", sourceType: "avro" },
      { path: "m", sourceType: "postgres" },
      { path: "t/only.sql", sourceType: "postgres" },
    ]);
  });

  it("keeps one file's failure to that file", async () => {
    const good = memorySource({
      "ok.avsc": '{"type":"record","name":"Ok","fields":[{"name":"a","type":"int"}]}',
    });
    const files: SourceFiles = {
      readText: async (path) => {
        if (path === "explodes.proto") throw new Error("disk on fire");
        return good.readText(path);
      },
      list: good.list,
    };
    const result = await readAssets(["explodes.proto", "mystery.txt", "ok.avsc"], {
      files,
      dataSourceOf: () => "ds",
    });
    expect(result.assets.map((a) => a.resourceName)).toEqual(["avro://ds:ok.avsc:Ok"]);
    expect(result.diagnostics).toEqual([
      { file: "explodes.proto", severity: "error", message: "the protobuf reader failed: disk on fire" },
      {
        file: "mystery.txt",
        severity: "error",
        message: "unknown source type: name one with --type or a config glob",
      },
    ]);
  });
});

describe("contract-sync schema", () => {
  const run = async (...args: string[]) => {
    let stdout = "";
    let stderr = "";
    const code = await main(["schema", ...args], {
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
      env: {},
      cwd: repoRoot,
    });
    return { code, stdout, stderr };
  };

  it("prints the assets as JSON", async () => {
    const { code, stdout, stderr } = await run(
      "fixtures/schemas/avro/order.avsc",
      "--data-source",
      "kafka.acme",
    );
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const assets = JSON.parse(stdout) as { resourceName: string; schema: { fields: unknown[] } }[];
    expect(assets.map((a) => a.resourceName)).toEqual([
      "avro://kafka.acme:fixtures/schemas/avro/order.avsc:com.acme.orders.OrderPlaced",
    ]);
    expect(assets[0]?.schema.fields).toHaveLength(11);
  });

  it("walks a folder and exits 1 with file:line diagnostics", async () => {
    const { code, stdout, stderr } = await run("fixtures/schemas/protobuf/events");
    expect(code).toBe(1);
    expect((JSON.parse(stdout) as unknown[]).length).toBe(3);
    expect(stderr).toBe(
      "fixtures/schemas/protobuf/events/malformed.proto:7: error: invalid .proto: illegal id ';' (line 7)\n",
    );
  });

  it("reads a file as the --type given, and refuses unknown types", async () => {
    const forced = await run(
      "fixtures/schemas/mssql/sales.mssql.sql",
      "--type",
      "mssql",
      "--data-source",
      "sql01",
    );
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('"resourceName": "mssql://sql01:dbo.Customers"');
    expect((await run("x.sql", "--type", "oracle")).code).toBe(2);
    expect((await run("no/such/file.avsc")).code).toBe(1);
  });
});
