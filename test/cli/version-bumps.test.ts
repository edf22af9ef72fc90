// The version rule through the CLI on real repositories: a break without a new major version blocks
// at the contract's version line with the line to write, the major version is enough (the break
// still waits for its owner's approval, which the CLI cannot see), an addition without a new minor
// version warns and needs no approval, and the text output says what to write.
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

const field = (name: string) =>
  name === "note" ? { name, type: ["null", "long"], default: null } : { name, type: "long" };
const avsc = (fields: string[]) =>
  `${JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields: fields.map(field) }, null, 2)}\n`;
const contract = (version: string, fields: string[]) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
version: "${version}"
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
schema:
${fields.map((name) => `  - name: ${name}\n    type: int64\n${name === "note" ? "    optional: true\n" : ""}`).join("")}`;

interface Json {
  verdict: { verdict: string };
  findings: Finding[];
}

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function check(version: string, fields: string[], format = "json") {
  const repo = TestRepo.init();
  repos.push(repo);
  const base = repo
    .write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": avsc(["id", "total"]),
      "contracts/orders.yaml": contract("1.4.2", ["id", "total"]),
    })
    .commit("base");
  const head = repo
    .write({ "schemas/order.avsc": avsc(fields), "contracts/orders.yaml": contract(version, fields) })
    .commit("pull request");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", format], io);
  return { code, out: io.out, json: format === "json" ? (JSON.parse(io.out) as Json) : undefined };
}

describe("the version rule in the CLI", () => {
  it("blocks a field dropped under the same version, at the version line, with the line to write", async () => {
    const { code, json } = await check("1.4.2", ["id"]);
    expect(code).toBe(1);
    expect(json?.verdict.verdict).toBe("block");
    // A break of a contract also needs its owner's approval, which the CLI cannot see (docs/intended-changes.md "Owner approval").
    expect(json?.findings.map((f) => [f.rule, f.level, f.file, f.line, f.suggestedLine?.suggested])).toEqual([
      ["CONTRACT_VERSION_NOT_BUMPED", "BLOCK", "contracts/orders.yaml", 3, 'version: "2.0.0"'],
      ["OWNER_APPROVAL_REQUIRED", "BLOCK", "contracts/orders.yaml", 1, undefined],
    ]);
  });

  it("takes 2.0.0 for the same change: only the owner's approval is left", async () => {
    const { code, json } = await check("2.0.0", ["id"]);
    expect(code).toBe(1);
    expect(json?.findings.map((f) => f.rule)).toEqual(["OWNER_APPROVAL_REQUIRED"]);
  });

  it("warns of an optional field added under the same version, and asks for 1.5.0", async () => {
    const { json } = await check("1.4.2", ["id", "total", "note"]);
    expect(json?.verdict.verdict).toBe("alert");
    expect(json?.findings.map((f) => [f.rule, f.level, f.suggestedLine?.suggested])).toEqual([
      ["CONTRACT_VERSION_NOT_BUMPED", "ALERT", 'version: "1.5.0"'],
    ]);
  });

  it("says in text what changed and what to write", async () => {
    const { out } = await check("1.5.0", ["id"], "text");
    expect(out).toContain("CONTRACT_VERSION_NOT_BUMPED");
    expect(out).toContain(
      "the contract changes in a breaking way (FIELD_REMOVED total), which needs a new major version, but its version is 1.5.0 (1.4.2 at the base); write version: 2.0.0",
    );
  });
});
