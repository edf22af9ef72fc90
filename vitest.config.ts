import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/setup/postgres.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: PGlite instances and child processes are heavy, so keep the pool small.
    maxWorkers: 2,
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".vitest-results.json" }]] : ["default"],
  },
});
