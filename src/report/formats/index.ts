export { type CodeQualityIssue, renderGitLab } from "./gitlab.js";
export { renderJson } from "./json.js";
export { renderJUnit } from "./junit.js";
export { renderSarif } from "./sarif.js";
export { renderText } from "./text.js";
