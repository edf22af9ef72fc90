// The comment's "who depends on the broken assets" section: a table when anything is known of an
// asset (the others marked "none known"), one line saying how to name readers when nothing is.
import { describe, expect, it } from "vitest";
import type { AssetImpact } from "../../src/outcome/model.js";
import { impactSections } from "../../src/report/impact-markdown.js";

const nobody = (asset: string): AssetImpact => ({
  asset,
  readers: [],
  readerCount: 0,
  writers: [],
  writerCount: 0,
  consumers: [],
  consumerCount: 0,
});

const render = (assets: AssetImpact[]) =>
  impactSections({ asked: assets.map((a) => a.asset), notAsked: 0, assets })
    .map((s) => s.render(50))
    .join("\n");

describe("who depends on the broken assets", () => {
  it("says in one line that nobody is known, and how to change that, when nothing is known of any asset", () => {
    const text = render([nobody("avro://a:x.avsc:A"), nobody("avro://a:y.avsc:B")]);
    expect(text).toContain("No one is known to depend on the broken assets");
    expect(text).toContain("`consumers`");
    expect(text).not.toContain("| Asset |");
    expect(text).not.toContain("none known");
  });

  it("is a table when one asset has a consumer, the others marked none known", () => {
    const known = {
      ...nobody("avro://a:x.avsc:A"),
      consumers: [{ name: "finance report" }],
      consumerCount: 1,
    };
    const text = render([known, nobody("avro://a:y.avsc:B")]);
    expect(text).toContain("| Asset |");
    expect(text).toContain("finance report");
    expect(text).toContain("none known");
  });
});
