/**
 * The hidden marker that identifies our comment on a pull request:
 * `<!-- contract-sync:{workflow}:{job} -->`. One comment per workflow and job,
 * so two workflows (or a matrix of jobs) checking the same pull request each
 * keep their own comment. Both parts are percent-encoded: the marker can then
 * contain neither `-->` (which would end the HTML comment) nor a stray `:`.
 */
export function stickyCommentMarker(workflow: string, job: string): string {
  return `<!-- contract-sync:${encodeURIComponent(workflow)}:${encodeURIComponent(job)} -->`;
}

/** The comment text: the marker on the first line (invisible once rendered), then the body. */
export function withMarker(marker: string, body: string): string {
  return body.includes(marker) ? body : `${marker}\n${body}`;
}
