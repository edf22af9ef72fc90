import type { AssetImpact, ImpactConsumer, ImpactNeighbour, ImpactReport } from "../outcome/model.js";
import type { Section } from "./layout.js";
import { cell, code, omittedRows, plural } from "./markdown-text.js";

// The comment's "who depends on it" section (docs/intended-changes.md "Intended changes": consumers told): for each
// broken asset, the consumers its contracts name and the lineage components that read or write it,
// as the service knows them. Everything is text from a contract file or the service: inert, so a
// name with an `@` mentions nobody and a `#` links no issue.

export const IMPACT_TITLE = "### Who depends on the broken assets\n\n";

function consumer(c: ImpactConsumer): string {
  const about = [c.team, c.contact].filter((t): t is string => t !== undefined && t !== "");
  return `${c.name}${about.length > 0 ? ` (${about.join(", ")})` : ""}`;
}

function neighbour(n: ImpactNeighbour): string {
  const name = n.name ?? n.id;
  return n.type ? `${name} (${n.type})` : name;
}

/** A capped list as one cell: what is shown, then how many more there are. */
function listCell(shown: readonly string[], total: number): string {
  if (total === 0) return "none known";
  const more = total - shown.length;
  return cell(`${shown.join("; ")}${more > 0 ? `; and ${more} more` : ""}`);
}

function row(impact: AssetImpact): string {
  return `| ${code(impact.asset)} | ${listCell(impact.consumers.map(consumer), impact.consumerCount)} | ${listCell(impact.readers.map(neighbour), impact.readerCount)} | ${listCell(impact.writers.map(neighbour), impact.writerCount)} |`;
}

function table(impact: ImpactReport, maxRows: number): string {
  const rows = impact.assets.slice(0, maxRows).map(row);
  const notAsked =
    impact.notAsked > 0 ? `\n_…and ${plural(impact.notAsked, "more broken asset")} not asked about._\n` : "";
  return [
    "Named from the contracts' `consumers` and the service's lineage, as text: tell them before this merges.",
    "",
    "| Asset | Consumers (contracts) | Reads it (downstream) | Writes it (upstream) |",
    "|---|---|---|---|",
    ...rows,
    `${omittedRows(rows.length, impact.assets.length)}${notAsked}`,
  ].join("\n");
}

/** The section, or none when no asset broke (the service was not asked). */
export function impactSections(impact: ImpactReport | undefined): Section[] {
  if (!impact) return [];
  if (impact.unknown !== undefined) {
    const unknown = impact.unknown;
    const assets = impact.asked.map((a) => code(a)).join(", ");
    return [
      {
        rows: 1,
        label: "who depends on the broken assets",
        render: () => `Consumers unknown: ${cell(unknown)}. Broken: ${assets}.\n`,
      },
    ];
  }
  // Nothing known of any asset: one line that says how to change that, not a table of "none known".
  const known = impact.assets.some((a) => a.consumerCount + a.readerCount + a.writerCount > 0);
  if (!known) {
    return [
      {
        rows: 1,
        label: "who depends on the broken assets",
        render: () =>
          "No one is known to depend on the broken assets: their contracts name no `consumers` and the service knows no lineage for them. Name the readers in each contract's `consumers`, and the next break will tell them.\n",
      },
    ];
  }
  return [
    {
      rows: impact.assets.length,
      label: "who depends on the broken assets",
      render: (maxRows) => table(impact, maxRows),
    },
  ];
}
