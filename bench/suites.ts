import { pgliteStartup } from "./pglite-startup.js";

export interface BenchSuite {
  name: string;
  run(): Promise<Record<string, string | number>[]>;
}

export const suites: BenchSuite[] = [pgliteStartup];
