// ODCS v3.2.0 as teams write it: deprecation shown and still enforced, convert's round trip,
// owners from `team`, and what a pull request cannot check listed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { main } from "../../src/cli/main.js";
import { ConfigRules, type LoadedConfig, parseConfig } from "../../src/config/index.js";
import { convertContractText } from "../../src/contracts/convert.js";
import { parseContractFile } from "../../src/contracts/index.js";
import { odcsContextOf } from "../../src/contracts/odcs-binding.js";
import { validateOdcs } from "../../src/contracts/odcs-schemas.js";
import { approversOf } from "../../src/sync/check/approvals.js";
import { capture } from "../cli/run-cli.js";
import { TestRepo } from "../support/git-repo.js";
import { avroOfContract } from "./avro-of-contract.js";

const DIR = fileURLToPath(new URL("../../fixtures/odcs/examples/", import.meta.url));
const text = (name: string) => readFileSync(join(DIR, name), "utf8");
const V32 = readdirSync(DIR).filter((name) => name.startsWith("v3.2.0-") && name.endsWith(".odcs.yaml"));

function configOf(odcs: Record<string, unknown>): LoadedConfig {
  const { config, diagnostics } = parseConfig(
    stringify({ version: 1, dataSource: "github.com/acme/x", odcs }),
  );
  expect(diagnostics).toEqual([]);
  return { config, rules: new ConfigRules(config), diagnostics, found: true };
}

const BIND_ALL = { bindings: [{ contract: "*", file: "schemas/{name}.avsc", record: "fixtures.{name}" }] };

function read(name: string, odcs: Record<string, unknown> = BIND_ALL, source = text(name)) {
  return parseContractFile(source, `contracts/${name}`, odcsContextOf(configOf(odcs).rules, "2026-11-28"));
}

describe("ODCS v3.2.0 types", () => {
  it("enum -> symbols, map -> map<key, value>, vector -> list of its element type, deprecated -> a mark", () => {
    const [enums] = read("v3.2.0-enum.odcs.yaml").contracts;
    expect(enums?.contract.schema[1]).toEqual({
      name: "state",
      type: "string",
      constraints: { symbols: ["created", "in_transit", "delivered"] },
    });
    expect(enums?.contract.schema[2]?.constraints).toEqual({ enumValues: [1, 2] });
    const [maps] = read("v3.2.0-map.odcs.yaml").contracts;
    expect(maps?.contract.schema[1]).toEqual({
      name: "attributes",
      type: "map",
      fields: [
        { name: "key", type: "string", optional: true },
        { name: "value", type: "string", optional: true },
      ],
    });
    const [docs] = read("v3.2.0-deprecated-vector.odcs.yaml").contracts;
    expect(docs?.contract.schema.find((f) => f.name === "email_address")?.constraints).toEqual({
      deprecated: true,
    });
    expect(docs?.contract.schema.find((f) => f.name === "body_embedding")).toEqual({
      name: "body_embedding",
      type: "list",
      fields: [{ name: "element", type: "float32" }],
      constraints: { vector: { dimensions: 384, elementType: "float32", distanceMetric: "cosine" } },
    });
  });

  it("a deprecated schema object is still enforced, as DEPRECATED", () => {
    const source = text("v3.2.0-team.odcs.yaml").replace(
      "  - name: payouts\n",
      "  - name: payouts\n    deprecated: true\n",
    );
    const [payouts] = read("v3.2.0-team.odcs.yaml", BIND_ALL, source).contracts;
    expect(payouts?.contract.status).toBe("DEPRECATED");
  });

  it("rules that need the data are listed as not checked by a pull request", () => {
    const messages = read("v3.1.0-quality-rules.odcs.yaml").diagnostics.map((d) => [d.severity, d.message]);
    expect(messages).toEqual([
      ["warning", "ODCS schema[0].quality[0] (rowCount): needs the data; a pull request cannot check it"],
      [
        "warning",
        "ODCS schema[0].properties[2].quality[0] (sql): needs the data; a pull request cannot check it",
      ],
      [
        "warning",
        "ODCS schema[0].properties[2].quality[1] (nullValues): needs the data; a pull request cannot check it",
      ],
    ]);
    const [air] = read("v3.1.0-quality-rules.odcs.yaml").contracts;
    // nullValues, duplicateValues and invalidValues with mustBe 0 are schema promises.
    expect(air?.contract.schema[0]).toEqual({
      name: "reading_id",
      type: "string",
      constraints: { unique: true },
    });
    expect(air?.contract.schema[1]?.constraints).toEqual({ symbols: ["GOOD", "MODERATE", "UNHEALTHY"] });
  });
});

describe("convert round trips v3.2.0", () => {
  it.each(V32)(
    "%s: ODCS -> native -> ODCS (v3.2.0, valid) -> native is stable; what cannot carry over is listed",
    (name) => {
      const odcs = odcsContextOf(configOf(BIND_ALL).rules, "2026-11-28");
      const first = convertContractText(text(name), name, "contract-sync", odcs);
      expect(first.diagnostics).toEqual([]);
      if (first.output === "") {
        expect(first.notes.join("\n")).toContain("nothing to enforce");
        return;
      }
      const written = convertContractText(first.output, "c.yaml", "odcs", odcs);
      expect(written.diagnostics).toEqual([]);
      for (const document of written.output.split(/^---\n/m).map((doc) => parse(doc))) {
        expect(document.apiVersion).toBe("v3.2.0");
        expect(validateOdcs(document), name).toEqual([]);
      }
      const second = convertContractText(written.output, "c.odcs.yaml", "contract-sync", odcs);
      expect(second.output).toBe(first.output);
      // Every key of the source without a native counterpart is named.
      const source = parse(text(name));
      const dropped = first.notes.join("\n");
      for (const key of ["context", "synonyms", "label", "tags"]) {
        if (JSON.stringify(source).includes(`"${key}"`)) expect(dropped, key).toContain(key);
      }
      // A measure or dimension is no column: named as not checked.
      if (JSON.stringify(source).includes('"semanticType"'))
        expect(dropped).toMatch(/a (measure|dimension), derived/);
    },
  );
});

describe("owners from team", () => {
  const approvers = (name: string, odcs: Record<string, unknown> = BIND_ALL, source?: string) =>
    read(name, odcs, source).contracts.map((c) => c.contract.approvers);

  it("members whose role names an owner, not those who left, usernames as GitHub logins", () => {
    expect(approvers("v3.2.0-team.odcs.yaml")).toEqual([["grace", "ivan"]]);
    // v3.0's list of members: bob-left's dateOut is past; dan's username is no login (a warning).
    expect(approvers("v3.0.2-team-members.odcs.yaml")).toEqual([["alice-owner"]]);
    expect(read("v3.0.2-team-members.odcs.yaml").diagnostics.map((d) => d.message)).toContain(
      "ODCS team member 4 (dan.smith@acme.example) is no GitHub login: map it in .github/contract-sync.yml odcs.logins",
    );
  });

  it("odcs.logins maps usernames to logins; odcs.ownerRoles names the roles that count", () => {
    const logins = { ...BIND_ALL, logins: { "dan.smith@acme.example": "dan-gh", grace: "acme/payments" } };
    expect(approvers("v3.0.2-team-members.odcs.yaml", logins)).toEqual([["alice-owner", "dan-gh"]]);
    expect(approvers("v3.2.0-team.odcs.yaml", logins)).toEqual([["acme/payments", "ivan"]]);
    expect(approvers("v3.2.0-team.odcs.yaml", { ...BIND_ALL, ownerRoles: ["data steward"] })).toEqual([
      ["heidi"],
    ]);
    expect(approvers("v3.2.0-team.odcs.yaml", { ...BIND_ALL, ownerRoles: ["nobody"] })).toEqual([undefined]);
  });

  it("a change of team is a change of who approves the contract", () => {
    const config = configOf(BIND_ALL);
    const before = read("v3.2.0-team.odcs.yaml").contracts[0]!;
    const source = text("v3.2.0-team.odcs.yaml").replace("username: grace", "username: mallory");
    const after = read("v3.2.0-team.odcs.yaml", BIND_ALL, source).contracts[0]!;
    expect(approversOf(before, config)).toEqual(["grace", "ivan"]);
    expect(approversOf(after, config)).toEqual(["mallory", "ivan"]);
  });
});

describe.sequential("a deprecated field on a pull request", () => {
  it("the comment marks it deprecated, and removing it is still a break (exit 1)", async () => {
    const name = "v3.2.0-deprecated-vector.odcs.yaml";
    const config = stringify({
      version: 1,
      dataSource: "github.com/acme/x",
      odcs: { ...BIND_ALL, enforcementLevel: "BLOCK" },
    });
    const [contract] = read(name).contracts;
    const avro = (fields: NonNullable<typeof contract>["contract"]["schema"]) =>
      `${JSON.stringify(avroOfContract("documents", fields), null, 2)}\n`;
    const repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": config,
      [`contracts/${name}`]: text(name),
      "schemas/documents.avsc": avro(contract!.contract.schema),
    });
    const base = repo.commit("base");
    repo.write({
      "schemas/documents.avsc": avro(contract!.contract.schema.filter((f) => f.name !== "email_address")),
    });
    const head = repo.commit("head");
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", "markdown"], io);
    expect(code, io.err).toBe(1);
    expect(io.out).toContain(
      "| `email_address` | MISSING_REQUIRED_PROPERTY | present (deprecated) | missing |",
    );
    const json = capture(repo.dir);
    await main(["check", "--base", base, "--head", head, "--format", "json"], json);
    repo.cleanup();
    expect(json.out).toContain(
      "Required field 'email_address' of the contract is missing from the asset. The contract marks it deprecated, with no sunset: it stays promised until the contract drops it.",
    );
  }, 300_000);
});
