export { catFileBatch } from "./cat-file-batch.js";
export { normaliseRepoPath, type RepoFiles, WorkingTreeFiles } from "./files.js";
export {
  type ChangedFile,
  type ChangeStatus,
  type EnsureCommitsOptions,
  type EnsureCommitsResult,
  type GitIdentity,
  type GitPort,
  GitRepository,
  type Provenance,
  RevisionFiles,
} from "./git-port.js";
export { fileUrl, normaliseRemoteUrl } from "./remote-url.js";
