import type { RepositoryPath } from "../repository-path.js";

/** How the comment and the job summary are laid out and linked: rendering only. */
export interface ReportOptions {
  /** Keys the hidden marker, so a later run finds and edits the same comment. */
  workflow: string;
  job: string;
  /**
   * Link to a repository file (and line) at the checked commit; plain text when absent. Called
   * only with a path that stays in the repository (markdown-text.ts `fileLink`).
   */
  fileUrl?: ((path: RepositoryPath, line?: number) => string | undefined) | undefined;
  /** Upper bound on the markdown length (GitHub rejects comments over 65,536 characters). */
  maxLength?: number | undefined;
}
