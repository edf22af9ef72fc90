export { type CodeQualityIssue, renderGitLab } from "./gitlab.js";
export { renderJUnit } from "./junit.js";
export { renderSarif } from "./sarif.js";
