// `contract-sync init` on repositories that try to make it write elsewhere or mean something else.
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { ConfigRules, parseConfig } from "../../src/config/index.js";
import { TestRepo, tempDir } from "../support/git-repo.js";
import { capture as captureIO } from "./run-cli.js";

const SOURCES = ["--data-source", "github.com/acme/shop", "--database-source", "shop-db:5432"];
const capture = (cwd: string) => captureIO(cwd, { GITHUB_REPOSITORY: undefined });

const avro = (name: string) =>
  JSON.stringify({ type: "record", name, fields: [{ name: "id", type: "long" }] });

describe("contract-sync init on a hostile repository", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  const repoWith = (files: Record<string, string>) => {
    const repo = TestRepo.init().write(files);
    cleanups.push(() => repo.cleanup());
    return repo;
  };
  const outside = () => {
    const dir = tempDir("outside");
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it("refuses when committed contracts/ and .github/ are links to folders outside, and writes nothing", async () => {
    const repo = repoWith({ "schemas/order.avsc": avro("Order") });
    const contractsOut = outside();
    const githubOut = outside();
    symlinkSync(contractsOut, join(repo.dir, "contracts"));
    symlinkSync(githubOut, join(repo.dir, ".github"));
    repo.commit("links to folders outside");
    const io = capture(repo.dir);
    expect(await main(["init", ...SOURCES], io)).toBe(2);
    expect(io.err).toContain("refusing to write .github/contract-sync.yml: .github is a symbolic link to");
    expect(io.err).toContain("outside the repository");
    expect(io.out).toBe("");
    expect(readdirSync(contractsOut)).toEqual([]);
    expect(readdirSync(githubOut)).toEqual([]);
    expect(repo.git(["status", "--porcelain"])).toBe("");
  });

  it("names a nested link and creates no folder through it", async () => {
    const repo = repoWith({ "schemas/order.avsc": avro("Order"), ".github/README": "x" });
    const target = outside();
    symlinkSync(target, join(repo.dir, ".github/workflows"));
    repo.commit("workflows is a link");
    const io = capture(repo.dir);
    expect(await main(["init", ...SOURCES], io)).toBe(2);
    expect(io.err).toContain(".github/workflows is a symbolic link to");
    expect(readdirSync(target)).toEqual([]);
    expect(repo.git(["status", "--porcelain"])).toBe("");
  });

  it("writes through a link that stays inside the repository", async () => {
    const repo = repoWith({ "schemas/order.avsc": avro("Order"), "meta/contracts/.keep": "" });
    symlinkSync("meta/contracts", join(repo.dir, "contracts"));
    repo.commit("contracts live in meta/");
    const io = capture(repo.dir);
    expect(await main(["init", ...SOURCES], io)).toBe(0);
    expect(readdirSync(join(repo.dir, "meta/contracts")).sort()).toEqual([".keep", "order.yaml"]);
  });

  it("writes rules that match glob-like folder names literally", async () => {
    const repo = repoWith({
      "!neg/a.avsc": avro("Neg"),
      "x{/b.avsc": avro("Brace"),
      "plain/c.avsc": avro("Plain"),
    });
    repo.commit("folders named like globs");
    const io = capture(repo.dir);
    expect(await main(["init", ...SOURCES], io)).toBe(0);
    const text = readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8");
    const rules = new ConfigRules(parseConfig(text, ".github/contract-sync.yml").config);
    const globOf = (path: string) => rules.sourceMatch(path)?.rule.globs;
    expect(globOf("!neg/a.avsc")).toEqual(["\\!neg/**/*.avsc"]);
    expect(globOf("x{/b.avsc")).toEqual(["x\\{/**/*.avsc"]);
    expect(globOf("plain/c.avsc")).toEqual(["plain/**/*.avsc"]);
    expect(globOf("other/d.avsc")).toBeUndefined();
    for (const name of ["neg", "brace", "plain"]) expect(io.out).toContain(`wrote    contracts/${name}.yaml`);
  });

  it("lists a file name with a line break and escape codes on one inert line", async () => {
    const repo = repoWith({ "schemas/we\nird\u001b[31m.avsc": avro("Weird") });
    repo.commit("a file name with a line break");
    mkdirSync(join(repo.dir, "contracts"));
    const io = capture(repo.dir);
    expect(await main(["init", "--dry-run", ...SOURCES], io)).toBe(0);
    // The listing, then the summary (found, next): one line each, none broken by the name.
    const lines = io.out.trim().split("\n");
    expect(lines.every((line) => /^(would write|found|next) /.test(line))).toBe(true);
    expect(io.out).toContain("schemas/we\\nird\\u001b[31m.avsc");
    expect(io.out).not.toContain("\u001b");
  });
});
