export { type GitHubEvent, parseEvent } from "./event.js";
export {
  approvers,
  GitHubError,
  type GitHubPort,
  OctokitGitHub,
  type OctokitGitHubOptions,
  type PullRequestInfo,
  type StickyCommentOptions,
  type StickyCommentResult,
} from "./github-port.js";
export { stickyCommentMarker, withMarker } from "./sticky-comment.js";
