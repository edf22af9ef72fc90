import { describe, expect, it } from "vitest";
import { annotationsOf, limitAnnotations } from "../../src/report/annotations.js";
import { assessReport } from "../../src/report/assessment.js";
import { locateField } from "../../src/report/locate.js";
import type { CheckReport } from "../../src/report/model.js";
import type { SchemaTree } from "../../src/schema/model.js";
import { reports } from "./reports.js";

const annotationsOfReport = (report: CheckReport) => annotationsOf(assessReport(report).findings);

describe("annotations", () => {
  it("gives each violation a file, line and title, most severe first", () => {
    const annotations = annotationsOfReport(reports.block!);
    expect(annotations.map((a) => a.level)).toEqual([
      ...Array(7).fill("failure"),
      ...Array(7).fill("warning"),
      "warning", // the breaking change of the asset without a contract
    ]);
    expect(annotations[0]).toEqual({
      level: "failure",
      file: "db/orders.sql",
      line: 2,
      title: "INCOMPATIBLE_TYPE: id (contract orders, BLOCK)",
      message: "Field 'id' has type int32, which cannot hold every value of the contract's int64.",
    });
    expect(annotations.at(-1)).toMatchObject({ file: "events/order.proto", line: 4 });
  });

  it("ignores INACTIVE contracts, notes NOTIFY and warns on unreadable files no contract depends on", () => {
    const alerts = annotationsOfReport(reports["alerts-only"]!);
    expect(alerts.filter((a) => a.level === "warning")).toHaveLength(7);
    expect(alerts.filter((a) => a.level === "notice")).toHaveLength(7);
    expect(alerts.some((a) => a.title.includes("legacy"))).toBe(false);
    expect(annotationsOfReport(reports.unreadable!)).toEqual([
      expect.objectContaining({ level: "warning", file: "db/broken.sql", line: 7 }),
      expect.objectContaining({ level: "warning", file: "schemas/user.avsc", line: undefined }),
    ]);
  });

  it("keeps ten per level, the tenth counting the rest", () => {
    const limited = limitAnnotations(annotationsOfReport(reports["many-assets"]!));
    const failures = limited.filter((a) => a.level === "failure");
    expect(failures).toHaveLength(10);
    expect(failures[9]?.title).toBe(`${134 * 7 - 9} more failure findings`);
    expect(limited.filter((a) => a.level === "warning")).toHaveLength(10);
    const few = annotationsOfReport(reports.block!);
    expect(limitAnnotations(few)).toEqual(few);
  });
});

describe("locateField", () => {
  const schema: SchemaTree = {
    type: "struct",
    fields: [
      {
        name: "a",
        type: "struct",
        line: 3,
        fields: [{ name: "b", type: "int32", line: 4, file: "other.proto" }],
      },
      {
        name: "items",
        type: "list",
        line: 8,
        fields: [{ name: "element", type: "struct", fields: [{ name: "sku", type: "string", line: 10 }] }],
      },
    ],
  };
  const asset = { file: "main.proto", line: 1, schema };
  it("follows dotted paths, through lists, into other files", () => {
    expect(locateField(asset, "a.b")).toEqual({ file: "other.proto", line: 4 });
    expect(locateField(asset, "items.element.sku")).toEqual({ file: "main.proto", line: 10 });
    expect(locateField(asset, "items.element")).toEqual({ file: "main.proto", line: 8 });
  });
  it("points a missing field at its nearest parent", () => {
    expect(locateField(asset, "a.gone")).toEqual({ file: "main.proto", line: 3 });
    expect(locateField(asset, "gone")).toEqual({ file: "main.proto", line: 1 });
  });
});
