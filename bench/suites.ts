// Each suite is loaded only when it runs: `npm run bench -- diff-cli` must not
// transpile and import every other suite first (bench/action.ts rebuilds dist/
// when src/ is newer, and the server suites start databases).
export interface BenchSuite {
  name: string;
  run(): Promise<Record<string, string | number>[]>;
}

export const suites: Array<{ name: string; load(): Promise<BenchSuite> }> = [
  { name: "action", load: async () => (await import("./action.js")).actionBench },
  {
    name: "action-migrations",
    load: async () => (await import("./action-pr-rows.js")).actionMigrationsBench,
  },
  { name: "action-ten", load: async () => (await import("./action-pr-rows.js")).actionTenBench },
  { name: "catalog", load: async () => (await import("./catalog.js")).catalogBench },
  { name: "client", load: async () => (await import("./client.js")).client },
  { name: "compliance", load: async () => (await import("./compliance.js")).complianceBench },
  { name: "compat-history", load: async () => (await import("./compat-history.js")).compatHistoryBench },
  { name: "diff-cli", load: async () => (await import("./diff-cli.js")).diffCliBench },
  { name: "git-github", load: async () => (await import("./git-github.js")).gitGithub },
  { name: "monorepo", load: async () => (await import("./monorepo-scale.js")).monorepoBench },
  { name: "merge-step", load: async () => (await import("./merge-step.js")).mergeStep },
  { name: "org-scale", load: async () => (await import("./org/suite.js")).orgScaleBench },
  { name: "pglite-startup", load: async () => (await import("./pglite-startup.js")).pgliteStartup },
  { name: "publish-scale", load: async () => (await import("./publish-scale.js")).publishScaleBench },
  { name: "readers", load: async () => (await import("./readers.js")).readersBench },
  { name: "readers-code", load: async () => (await import("./readers-code.js")).readersCode },
  { name: "reconcile", load: async () => (await import("./reconcile.js")).reconcileBench },
  { name: "server", load: async () => (await import("./server.js")).serverBench },
  {
    name: "server-throughput",
    load: async () => (await import("./server-throughput.js")).serverThroughputBench,
  },
];
