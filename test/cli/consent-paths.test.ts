// Who may consent, on real Git repositories through the CLI (docs/intended-changes.md
// "Who may consent"): who consents to a contract, changed every way a pull request can change it through
// Git (a key edited: each key's edits are enumerated in test/sync/consent-changes.test.ts; the
// file renamed, the contract moved into another file, the
// configuration deleted or renamed, CODEOWNERS edited, overridden or moved, the check pointed at a
// configuration only the pull request has) blocks for the owners the BASE names; changes that leave
// who consents as it is need no one. The CLI cannot see reviews, so "needs the base's owners" is an
// OWNER_APPROVAL_REQUIRED finding that counts and names them (or a counted weakening).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const CONFIG = `contracts: ["data/contracts/**/*.yaml"]
ignore: ["**/archive/**"]
sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: localhost:5432
    migrations: true
owners:
  data@acme.example: [acme/data-owners]
`;
const ID = "0c1d2e3f-0000-4000-8000-000000000001";
const FILE = "data/contracts/users.yaml";
const contract = (head = "owner: data@acme.example\napprovers: [alice]\n", id = ID) => `id: ${id}
name: users
${head}dataAssetResourceName: postgres://localhost:5432:postgres.public.users
status: ACTIVE
enforcementLevel: BLOCK
schema:
  - name: email
    type: string
`;
const OTHER = `id: 0c1d2e3f-0000-4000-8000-000000000002
name: audit
approvers: [zoe]
dataAssetResourceName: postgres://localhost:5432:postgres.public.audit
status: ACTIVE
enforcementLevel: NOTIFY
schema:
  - name: id
    type: string
`;
const CODEOWNERS = `/${FILE} @acme/data-owners\n/docs/ @writers\n`;
const BASE_OWNERS = "alice, acme/data-owners";

type Change = { write?: Record<string, string>; remove?: string[]; move?: [string, string]; config?: string };
/** [what the pull request does, its change, what the finding says]. */
const NEEDS_BASE_OWNERS: Array<[string, Change, string]> = [
  [
    "approvers replaced",
    { write: { [FILE]: contract("owner: data@acme.example\napprovers: [mallory]\n") } },
    "changes its approvers (alice -> mallory)",
  ],
  [
    "config owners entry edited",
    { write: { ".github/contract-sync.yml": CONFIG.replace("[acme/data-owners]", "[mallory]") } },
    "through the configuration's owners (alice, acme/data-owners -> alice, mallory)",
  ],
  [
    "config owners entry deleted",
    {
      write: {
        ".github/contract-sync.yml": CONFIG.replace(
          "  data@acme.example: [acme/data-owners]\n",
          "  other@acme.example: [bob]\n",
        ),
      },
    },
    "through the configuration's owners (alice, acme/data-owners -> alice)",
  ],
  [
    "config protect lowered",
    { write: { ".github/contract-sync.yml": `${CONFIG}protect: off\n` } },
    "changes the configuration's protect from contract to off",
  ],
  ["config file deleted", { remove: [".github/contract-sync.yml"] }, "no longer read"],
  [
    "config file renamed",
    { move: [".github/contract-sync.yml", ".github/contract-sync.yaml"] },
    "no longer read",
  ],
  [
    "CODEOWNERS line edited",
    { write: { ".github/CODEOWNERS": CODEOWNERS.replace("@acme/data-owners", "@mallory") } },
    `changes the owners CODEOWNERS names for ${FILE} (@acme/data-owners -> @mallory)`,
  ],
  [
    "CODEOWNERS overridden by a later line",
    { write: { ".github/CODEOWNERS": `${CODEOWNERS}data/ @mallory\n` } },
    "(@acme/data-owners -> @mallory)",
  ],
  [
    "CODEOWNERS moved to the root without the line",
    { remove: [".github/CODEOWNERS"], write: { CODEOWNERS: "/docs/ @writers\n" } },
    "(@acme/data-owners -> none)",
  ],
  [
    "contract file renamed out of its CODEOWNERS line",
    { move: [FILE, "data/contracts/people.yaml"] },
    "changes the owners CODEOWNERS names for data/contracts/people.yaml (@acme/data-owners -> none)",
  ],
  [
    "contract moved into another file with other approvers",
    {
      remove: [FILE],
      write: {
        "data/contracts/audit.yaml": `${OTHER}---\n${contract("owner: data@acme.example\napprovers: [mallory]\n")}`,
      },
    },
    "changes its approvers (alice -> mallory)",
  ],
  [
    "contract file moved out of the globs",
    { remove: [FILE], write: { "data/old/users.yaml": contract() } },
    "is renamed to data/old/users.yaml",
  ],
  [
    "contract moved into an ignored folder the globs still match",
    { remove: [FILE], write: { "data/contracts/archive/users.yaml": contract() } },
    "is renamed to data/contracts/archive/users.yaml",
  ],
  [
    "contract given another id",
    {
      write: {
        [FILE]: contract(
          "owner: data@acme.example\napprovers: [mallory]\n",
          "0c1d2e3f-0000-4000-8000-000000000009",
        ),
      },
    },
    "the contract (BLOCK) is deleted",
  ],
  [
    "the check pointed at a configuration only the PR has",
    {
      write: {
        ".github/cs.yml": CONFIG.replace("data/contracts", "elsewhere").replace(
          "[acme/data-owners]",
          "[mallory]",
        ),
        [FILE]: contract("owner: data@acme.example\napprovers: [mallory]\n"),
      },
      config: ".github/cs.yml",
    },
    "changes its approvers (alice -> mallory)",
  ],
];
const NEEDS_NO_ONE: Array<[string, Change]> = [
  ["keys reordered", { write: { [FILE]: contract("approvers: [alice]\nowner: data@acme.example\n") } }],
  [
    "an unrelated CODEOWNERS line",
    { write: { ".github/CODEOWNERS": CODEOWNERS.replace("@writers", "@editors") } },
  ],
  [
    "an owners entry for another owner",
    { write: { ".github/contract-sync.yml": `${CONFIG}  other@acme.example: [mallory]\n` } },
  ],
  ["protect raised", { write: { ".github/contract-sync.yml": `${CONFIG}protect: block\n` } }],
];

interface Json {
  findings: Finding[];
}

describe.sequential("who may consent, changed every way, through the CLI", () => {
  const repo = TestRepo.init();
  let base = "";
  beforeAll(() => {
    base = repo
      .write({
        ".github/contract-sync.yml": CONFIG,
        ".github/CODEOWNERS": CODEOWNERS,
        "db/migrations/001_users.sql": "CREATE TABLE users (email text NOT NULL);\n",
        [FILE]: contract(),
      })
      .commit("base");
  });
  afterAll(() => repo.cleanup());

  async function check(change: Change) {
    repo.git(["checkout", "--quiet", "--detach", base]);
    if (change.move) repo.git(["mv", ...change.move]);
    for (const path of change.remove ?? []) repo.git(["rm", "--quiet", path]);
    const head = repo.write(change.write ?? {}).commit("pull request");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const config = change.config ? ["--config", change.config] : [];
    const code = await main(["check", "--base", base, "--head", head, ...config, "--format", "json"], io);
    const counted = (JSON.parse(io.out) as Json).findings.filter(
      (f) =>
        f.level !== "INACTIVE" && (f.rule === "OWNER_APPROVAL_REQUIRED" || f.rule === "PROTECTION_WEAKENED"),
    );
    return { code, counted, err: io.err };
  }

  it.each(NEEDS_BASE_OWNERS)("%s: blocks for the base's owners", async (_name, change, says) => {
    const { code, counted, err } = await check(change);
    expect(code, err).toBe(1);
    const approval = counted.find(
      (f) => f.rule === "OWNER_APPROVAL_REQUIRED" && f.contract?.name === "users",
    );
    expect(approval?.level).toBe("BLOCK");
    // Who may approve is the base's: never the names the pull request wrote.
    expect(approval?.message).toContain(`one of these approves its latest commit: ${BASE_OWNERS}`);
    expect(counted.map((f) => f.message).join("\n")).toContain(says);
  });

  it.each(NEEDS_NO_ONE)("%s: needs no one", async (_name, change) => {
    const { code, counted, err } = await check(change);
    expect(counted, err).toEqual([]);
    expect(code).toBe(0);
  });
});
