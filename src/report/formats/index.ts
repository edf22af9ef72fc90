export { type Finding, findingsOf, RULE_HELP } from "./findings.js";
export { type CodeQualityIssue, renderGitLab } from "./gitlab.js";
export { renderJUnit } from "./junit.js";
export { renderSarif } from "./sarif.js";
