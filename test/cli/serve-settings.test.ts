import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/io.js";
import { integerSetting, readServeConfigFile, setting } from "../../src/cli/serve-settings.js";

const KNOWN = ["port", "pool-size", "log-level", "config"];
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function configFile(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cs-serve-settings-"));
  dirs.push(dir);
  const path = join(dir, "serve.yaml");
  await writeFile(path, text);
  return path;
}

describe("serve's settings: flag, then variable, then config file, then default", () => {
  it("takes each from the first source that has it, and says which", async () => {
    const path = await configFile("pool-size: 4\nport: 9000\nlog-level: warn\n");
    const file = await readServeConfigFile(path, KNOWN, "usage");
    const sources = { flags: { port: "0" }, env: { LOG_LEVEL: "debug" }, file, filePath: path };
    expect(setting(sources, "port", "PORT", "8080")).toEqual({ value: "0", source: "--port" });
    expect(setting(sources, "log-level", "LOG_LEVEL", "info")).toEqual({
      value: "debug",
      source: "LOG_LEVEL",
    });
    expect(setting(sources, "pool-size", "CONTRACT_SYNC_POOL_SIZE", "10")).toEqual({
      value: "4",
      source: `pool-size in ${path}`,
    });
    expect(
      setting({ flags: {}, env: {}, file: {} }, "pool-size", "CONTRACT_SYNC_POOL_SIZE", "10").value,
    ).toBe("10");
  });

  it("refuses a key that is no setting, a nested value, and a bad number naming its source", async () => {
    await expect(readServeConfigFile(await configFile("pool_size: 4\n"), KNOWN, "usage")).rejects.toThrow(
      /has 'pool_size', which is no setting of serve/,
    );
    await expect(readServeConfigFile(await configFile("port: [1]\n"), KNOWN, "usage")).rejects.toBeInstanceOf(
      UsageError,
    );
    const path = await configFile("pool-size: 0\n");
    const file = await readServeConfigFile(path, KNOWN, "usage");
    const found = setting(
      { flags: {}, env: {}, file, filePath: path },
      "pool-size",
      "CONTRACT_SYNC_POOL_SIZE",
      "10",
    );
    expect(() => integerSetting(found, 1, 100, "usage")).toThrow(
      `pool-size in ${path} must be an integer 1-100, got '0'`,
    );
  });
});
