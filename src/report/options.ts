/** How the comment and the job summary are laid out and linked: rendering only. */
export interface ReportOptions {
  /** Keys the hidden marker, so a later run finds and edits the same comment. */
  workflow: string;
  job: string;
  /** Link to a repository file (and line) at the checked commit; plain text when absent. */
  fileUrl?: ((path: string, line?: number) => string | undefined) | undefined;
  /** Upper bound on the markdown length (GitHub rejects comments over 65,536 characters). */
  maxLength?: number | undefined;
}
