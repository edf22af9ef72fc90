/** The runner's side of the action: workflow commands in production (core-io.ts), a recording one in tests. */
export interface ActionIO {
  info(message: string): void;
  warning(message: string, place?: AnnotationPlace): void;
  error(message: string, place?: AnnotationPlace): void;
  notice(message: string, place?: AnnotationPlace): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  setSecret(secret: string): void;
  appendSummary(markdown: string): Promise<void>;
}

export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
}
