import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AjvDraft04Module from "ajv-draft-04";
import addFormatsModule from "ajv-formats";

// The schema as the SARIF TC published it (2.1.0 rtm.5), shipped in @microsoft/jest-sarif (MIT).
const SARIF_SCHEMA = createRequire(import.meta.url).resolve(
  "@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json",
);

// Both are CommonJS with `exports.default`; under NodeNext the default import is the module object.
const AjvDraft04 = AjvDraft04Module as unknown as typeof AjvDraft04Module.default;
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** A validator of SARIF 2.1.0. The schema is draft-04, and its language-tag pattern is not a valid unicode RegExp. */
export function sarifValidator() {
  const ajv = new AjvDraft04({ strict: false, unicodeRegExp: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(SARIF_SCHEMA, "utf8")));
}
