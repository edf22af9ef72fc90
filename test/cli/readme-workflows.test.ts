import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECK_CONCURRENCY, PUBLISH_CONCURRENCY } from "../../src/sync/init.js";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const workflows = [...README.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1] ?? "")
  .filter((yaml) => /uses: contract-sync\/contract-sync@/.test(yaml) && /^jobs:/m.test(yaml));

describe("the README's workflows", () => {
  it("carry the concurrency groups `contract-sync init` writes", () => {
    const checks = workflows.filter((yaml) => /^on: pull_request$/m.test(yaml));
    const publishes = workflows.filter((yaml) => /^ {2}push:$/m.test(yaml));
    expect(checks.length).toBeGreaterThan(0);
    expect(publishes.length).toBeGreaterThan(0);
    for (const yaml of checks) expect(yaml).toContain(`${CHECK_CONCURRENCY}\n`);
    for (const yaml of publishes) expect(yaml).toContain(`${PUBLISH_CONCURRENCY}\n`);
  });

  it("keep the report files the action writes as an artifact (the glob test/action/run-action.test.ts checks)", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression syntax, not a template
    expect(README).toContain("path: ${{ runner.temp }}/contract-sync-*.md\n");
  });
});
