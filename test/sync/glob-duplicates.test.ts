// A configuration change whose contracts globs read a second file holding the id of a contract the
// base keeps (attack 46: a copy with other approvers) is an error at that file; a contract moved
// there, or a file the base already read, is not.
import { describe, expect, it } from "vitest";
import { ConfigRules } from "../../src/config/index.js";
import { globDuplicateErrors } from "../../src/sync/check/glob-duplicates.js";
import { configOf, contract, filesOf } from "../support/approval-context.js";

const X = contract({ approvers: ["alice"] });
const copy = (approvers: string) =>
  `id: ${X.contract.id}\nname: orders\napprovers: [${approvers}]\ndataAssetResourceName: ${X.contract.dataAssetResourceName}\nenforcementLevel: BLOCK\nschema:\n  - name: id\n    type: int64\n`;
const BASE_RULES = configOf().rules;
const { config } = configOf();
const headRules = new ConfigRules({ ...config, contracts: [...config.contracts, "docs/examples/*.yaml"] });

describe("a second file with a kept contract's id, read by globs the pull request widens", () => {
  it("a copy beside the contract it names: an error at the copy, naming both", async () => {
    const head = filesOf({ [X.file]: "kept", "docs/examples/orders.yaml": copy("mallory") });
    const errors = await globDuplicateErrors(head, { base: BASE_RULES, head: headRules }, [X], "2026-11-28");
    expect(errors).toEqual([
      expect.objectContaining({
        file: "docs/examples/orders.yaml",
        severity: "error",
        message: expect.stringContaining(`is already the id of the contract in ${X.file}:`),
      }),
    ]);
  });

  it("the contract moved there (its base file gone): no error", async () => {
    const head = filesOf({ "docs/examples/orders.yaml": copy("alice") });
    expect(await globDuplicateErrors(head, { base: BASE_RULES, head: headRules }, [X], "2026-11-28")).toEqual(
      [],
    );
  });

  it("globs unchanged (nothing newly read): no error", async () => {
    const head = filesOf({ [X.file]: "kept", "docs/examples/orders.yaml": copy("mallory") });
    expect(
      await globDuplicateErrors(head, { base: BASE_RULES, head: BASE_RULES }, [X], "2026-11-28"),
    ).toEqual([]);
  });
});
