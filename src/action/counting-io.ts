import type { AnnotationLevel } from "../report/annotations.js";
import type { ActionIO } from "./action-io.js";

/** An ActionIO that counts the annotations it issues (a failed step's message is an error), for the step's budget. */
export interface CountingIO extends ActionIO {
  readonly issued: Readonly<Record<AnnotationLevel, number>>;
}

export function countingIO(io: ActionIO): CountingIO {
  const issued: Record<AnnotationLevel, number> = { failure: 0, warning: 0, notice: 0 };
  return {
    issued,
    info: (message) => io.info(message),
    warning: (message, place) => {
      issued.warning++;
      io.warning(message, place);
    },
    error: (message, place) => {
      issued.failure++;
      io.error(message, place);
    },
    notice: (message, place) => {
      issued.notice++;
      io.notice(message, place);
    },
    setOutput: (name, value) => io.setOutput(name, value),
    setFailed: (message) => {
      issued.failure++;
      io.setFailed(message);
    },
    setSecret: (secret) => io.setSecret(secret),
    appendSummary: (markdown) => io.appendSummary(markdown),
  };
}
