import { marked } from "marked";
import { describe, expect, it } from "vitest";
import type { CheckReport } from "../../src/outcome/model.js";
import { renderComment } from "../../src/report/markdown.js";

const report: CheckReport = {
  checks: [],
  uncontracted: [],
  unreadable: [],
  contractChanges: [
    {
      contract: {
        id: "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
        name: "shop.orders",
        owner: "data-platform@acme.example",
        enforcementLevel: "BLOCK",
        filePath: "contracts/orders.yaml",
      },
      status: "changed",
      changes: [
        { kind: "FIELD_REMOVED", field: "currency", breaking: true, reason: "gone", before: "string" },
        {
          kind: "TYPE_CHANGED",
          field: "status",
          breaking: false,
          reason: "wider",
          before: "string(maxLength=16)",
          after: "string(maxLength=32)",
        },
      ],
    },
  ],
};

describe("contract changes in the comment", () => {
  it("lists each changed contract with its field changes, linked to its file", async () => {
    const markdown = renderComment(report, {
      workflow: "contracts",
      job: "check",
      fileUrl: (path) => `https://github.com/acme/shop/blob/abc/${path}`,
    });
    expect(markdown).toContain("### Contracts changed in this pull request");
    // In <summary> (an HTML block) a markdown link would show as text: an <a> element it is.
    expect(markdown).toContain(
      '<a href="https://github.com/acme/shop/blob/abc/contracts/orders.yaml">shop.orders</a>',
    );
    const html = await marked.parse(markdown, { gfm: true });
    expect(html).toMatch(/<td><code>currency<\/code><\/td>\s*<td>FIELD_REMOVED<\/td>\s*<td>string<\/td>/);
    expect(html).toMatch(
      /<td><code>status<\/code><\/td>\s*<td>TYPE_CHANGED<\/td>\s*<td>string\(maxLength=16\)<\/td>\s*<td>string\(maxLength=32\)<\/td>/,
    );
  });

  it("has no such section when no contract changed", () => {
    const markdown = renderComment({ ...report, contractChanges: [] }, { workflow: "w", job: "j" });
    expect(markdown).not.toContain("Contracts changed");
  });
});
