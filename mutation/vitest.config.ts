// The tests a mutation run may use: the suite without what does not run src/ in this process (the
// bundled action, the release, the dist/ build) or is slow and checks readers (the corpora).
// MUTATION_TESTS (comma-separated files) narrows it further, to prove a setup on one module.
import { defineConfig } from "vitest/config";
import base from "../vitest.config.js";

const only = process.env.MUTATION_TESTS?.split(",").filter(Boolean);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: only ?? ["test/**/*.test.ts"],
    exclude: [
      "test/e2e/**",
      "test/release/**",
      "test/architecture/**",
      "test/corpus/**",
      // Names files by their path from the Git root, which in Stryker's sandbox (a folder inside
      // the checkout) gains the sandbox's own folders: it tests the CLI's printing, not a mutated module.
      "test/schema/registry.test.ts",
      "**/node_modules/**",
    ],
    // Stryker's runner uses worker threads, which take no V8 flags (the suite's --liftoff-only).
    execArgv: [],
    // Instrumented code under Stryker runs slower, on a machine the mutation run itself keeps busy.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
