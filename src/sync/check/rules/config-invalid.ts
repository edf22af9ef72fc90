import type { GateFinding } from "../../../outcome/model.js";
import type { Diagnostic } from "../../../schema/model.js";
import { subjectOf } from "../read-problems.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * The head's configuration must be readable: what cannot be read cannot be enforced after the
 * merge. Each error is known by its text without lines (`subject`): the base's alike is debt.
 */
export const CONFIG_INVALID = defineCheck(
  "CONFIG_INVALID",
  ({ start }) => configFindings(start.config.head.diagnostics),
  ({ start }) => configFindings(start.config.base.diagnostics),
);

export function configFindings(diagnostics: readonly Diagnostic[]): GateFinding[] {
  return diagnostics
    .filter((d) => d.severity === "error")
    .map((d) =>
      gateFinding("CONFIG_INVALID", {
        file: d.file,
        line: d.line,
        message: d.message,
        subject: subjectOf(d.message),
      }),
    );
}
