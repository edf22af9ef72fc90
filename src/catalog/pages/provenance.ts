import type { Contract } from "../../api/resources.js";
import { externalLink, type Html, html, safeHref } from "../html.js";
import { when } from "./layout.js";

/** The commit's page on the repository's host (GitHub shows the pull request that merged it there). */
function commitLink(contract: Contract): Html {
  if (!contract.gitHash) return html`<span class="none">not recorded</span>`;
  const repo = safeHref(contract.gitRepo);
  const short = contract.gitHash.slice(0, 12);
  return repo
    ? externalLink(`${repo.replace(/\/+$/, "")}/commit/${contract.gitHash}`, html`<code>${short}</code>`)
    : html`<code>${short}</code>`;
}

/** Where the contract came from: repository, commit, file, who merged it, reviewers, when. */
export function provenance(contract: Contract): Html {
  const none = html`<span class="none">not recorded</span>`;
  const reviewers = contract.reviewers?.length ? contract.reviewers.join(", ") : "";
  return html`<dl class="provenance">
<dt>Repository</dt><dd>${contract.gitRepo ? externalLink(contract.gitRepo) : none}</dd>
<dt>Commit</dt><dd>${commitLink(contract)}</dd>
<dt>File</dt><dd>${contract.filePath ? (contract.fileUri ? externalLink(contract.fileUri, html`<code>${contract.filePath}</code>`) : html`<code>${contract.filePath}</code>`) : none}</dd>
<dt>Pull request</dt><dd>${contract.gitHash && safeHref(contract.gitRepo) ? html`the one that merged the commit (on its page)` : none}</dd>
<dt>Merged by</dt><dd>${contract.gitUser ?? none}</dd>
<dt>Reviewers</dt><dd>${reviewers || none}</dd>
<dt>Merged at</dt><dd>${when(contract.mergedAt)}</dd>
<dt>Version</dt><dd>${contract.version ?? none}</dd>
</dl>`;
}
