import type { ContractChange } from "../outcome/model.js";
import type { Section } from "./layout.js";
import { cell, code, fileLink, htmlLink, type LinkOptions, omittedRows, plural } from "./markdown-text.js";

/** A contract the pull request adds, changes or deletes, as a collapsed section of its field changes. */
export function contractChangeSection(change: ContractChange, options: LinkOptions): Section {
  const { contract } = change;
  // The name sits in <summary>, an HTML block where a markdown link would show as text.
  const name = htmlLink(
    cell(contract.name),
    contract.fileUri ?? fileLink(contract.filePath, undefined, options),
  );
  return {
    rows: change.changes.length,
    label: `📜 contract ${cell(contract.name)}: ${change.status === "changed" ? plural(change.changes.length, "field change") : change.status}`,
    render(maxRows) {
      const rows = change.changes
        .slice(0, maxRows)
        .map((c) => `| ${code(c.field)} | ${cell(c.kind)} | ${cell(c.before)} | ${cell(c.after)} |`);
      const what =
        change.status === "changed"
          ? plural(change.changes.length, "field change")
          : `contract ${change.status}`;
      const table =
        rows.length > 0 ? ["", "| Field | Change | Before | After |", "|---|---|---|---|", ...rows] : [];
      return [
        "<details>",
        `<summary>📜 ${name} (${contract.enforcementLevel}${contract.owner ? `, owner ${cell(contract.owner)}` : ""}): ${what}</summary>`,
        ...table,
        omittedRows(rows.length, change.changes.length),
        "</details>",
        "",
        "",
      ].join("\n");
    },
  };
}
