import { actionBench } from "./action.js";
import { client } from "./client.js";
import { complianceBench } from "./compliance.js";
import { diffCliBench } from "./diff-cli.js";
import { gitGithub } from "./git-github.js";
import { pgliteStartup } from "./pglite-startup.js";
import { readersBench } from "./readers.js";
import { readersCode } from "./readers-code.js";
import { reconcileBench } from "./reconcile.js";
import { serverBench } from "./server.js";
import { serverThroughputBench } from "./server-throughput.js";

export interface BenchSuite {
  name: string;
  run(): Promise<Record<string, string | number>[]>;
}

export const suites: BenchSuite[] = [
  actionBench,
  client,
  complianceBench,
  diffCliBench,
  gitGithub,
  pgliteStartup,
  readersBench,
  readersCode,
  reconcileBench,
  serverBench,
  serverThroughputBench,
];
