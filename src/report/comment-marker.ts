/**
 * The hidden marker that identifies our comment on a pull request:
 * `<!-- contract-sync:{workflow}:{job} -->`. One comment per workflow and job,
 * so two workflows (or a matrix of jobs) checking the same pull request each
 * keep their own comment. Both parts are percent-encoded: the marker can then
 * contain neither `-->` (which would end the HTML comment) nor a stray `:`.
 * The comment starts with it and the GitHub adapter searches for it.
 */
export function commentMarker(workflow: string, job: string): string {
  return `<!-- contract-sync:${encodeURIComponent(workflow)}:${encodeURIComponent(job)} -->`;
}

export function hasMarker(body: string, workflow: string, job: string): boolean {
  return body.includes(commentMarker(workflow, job));
}
