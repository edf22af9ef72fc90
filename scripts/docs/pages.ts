// The reference pages generated from the code: path under the repository -> text.
// `npm run docs` writes them; test/docs/reference.test.ts fails when a committed one differs.
import { actionPage } from "./action-page.js";
import { cliPage } from "./cli-page.js";
import { configPage } from "./config-page.js";
import { endpointsPage } from "./endpoints-page.js";
import { rulesPage } from "./rules-page.js";

export const REFERENCE_DIR = "docs/reference";

export function referencePages(root: URL): Record<string, string> {
  return {
    [`${REFERENCE_DIR}/rules.md`]: rulesPage(),
    [`${REFERENCE_DIR}/action.md`]: actionPage(root),
    [`${REFERENCE_DIR}/cli.md`]: cliPage(),
    [`${REFERENCE_DIR}/configuration.md`]: configPage(),
    [`${REFERENCE_DIR}/endpoints.md`]: endpointsPage(),
  };
}
