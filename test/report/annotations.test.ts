import { describe, expect, it } from "vitest";
import { assessReport } from "../../src/outcome/assessment.js";
import { locateField } from "../../src/outcome/locate.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { annotationsOf, budgetAnnotations } from "../../src/report/annotations.js";
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
      title: "Incompatible type: id (contract orders, BLOCK)",
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

  it("keeps what the step's budget leaves, BLOCK first, and counts the rest in one notice", () => {
    const all = annotationsOfReport(reports["many-assets"]!);
    const none = { failure: 0, warning: 0, notice: 0 };
    // The step's failure message is issued first: one error fewer for the findings.
    const kept = budgetAnnotations(all, { ...none, failure: 1 });
    const failures = kept.filter((a) => a.level === "failure");
    expect(failures).toEqual(all.filter((a) => a.level === "failure").slice(0, 9));
    expect(kept.filter((a) => a.level === "warning")).toHaveLength(10);
    const notices = kept.filter((a) => a.level === "notice");
    expect(notices).toHaveLength(1);
    expect(kept.at(-1)).toBe(notices[0]);
    expect(notices[0]?.message).toBe(`${all.length - (kept.length - 1)} more findings: see the job summary`);
    const few = annotationsOfReport(reports.block!);
    expect(budgetAnnotations(few, none)).toEqual(few);
    // A step that has used its errors and notices keeps its warnings' room, uncounted.
    const full = budgetAnnotations(all, { failure: 10, warning: 0, notice: 10 });
    expect(full.map((a) => a.level)).toEqual(Array(10).fill("warning"));
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
