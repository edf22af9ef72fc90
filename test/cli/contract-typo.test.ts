// A typo in a contract (an unknown key) is one finding at its line: the contract is invalid, not
// also "deleted" (a weakening) and "removed" from the contracts the pull request changes.
import { afterAll, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const repo = TestRepo.init();
afterAll(() => repo.cleanup());

const CONTRACT = `id: 7d1e2f3a-0000-4000-8000-000000000001
name: users
dataAssetResourceName: avro://local:schemas/user.avsc:shop.User
status: ACTIVE
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
`;

it("an unknown key in a BLOCK contract is one invalid-contract finding at its line, nothing else", async () => {
  const base = repo
    .write({
      ".github/contract-sync.yml":
        'contracts: ["contracts/**/*.yaml"]\nsources:\n  - glob: "schemas/*.avsc"\n    type: avro\n    dataSource: local\n',
      "schemas/user.avsc":
        '{"type":"record","name":"User","namespace":"shop","fields":[{"name":"id","type":"long"}]}',
      "contracts/users.yaml": CONTRACT,
    })
    .commit("base");
  const head = repo.write({ "contracts/users.yaml": `${CONTRACT}    optinal: true\n` }).commit("typo");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
  const json = JSON.parse(io.out) as {
    report: { findings: GateFinding[]; contractChanges: { status: string }[] };
  };
  expect(json.report.findings.map((f) => [f.rule, f.file, f.line, f.level])).toEqual([
    ["CONTRACT_INVALID", "contracts/users.yaml", 9, "BLOCK"],
  ]);
  expect(json.report.contractChanges).toEqual([]);
  expect(code).toBe(1);
});
