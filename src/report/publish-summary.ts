import type { ContractCreate } from "../api/resources.js";
import { inertText } from "./inert-markdown.js";

/** What a publish run did, for the job summary. */
export interface PublishSummary {
  published: readonly ContractCreate[];
  archived: readonly ContractCreate[];
  assetsRegistered: number;
}

/** The job summary of a publish: counts, then one line per published or archived contract. */
export function renderPublishSummary(outcome: PublishSummary): string {
  const lines = [
    "## contract-sync: publish",
    "",
    `Published ${outcome.published.length} contracts, archived ${outcome.archived.length}, registered ${outcome.assetsRegistered} assets.`,
    ...outcome.published.map(
      (c) =>
        `- ${inertText(c.contractSpec.name ?? "")} (${inertText(c.filePath ?? "")}) ${c.version ? `v${inertText(c.version)}` : ""}`,
    ),
    ...outcome.archived.map(
      (c) => `- ${inertText(c.contractSpec.name ?? "")} (${inertText(c.filePath ?? "")}): ARCHIVED`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}
