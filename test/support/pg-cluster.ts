// A throw-away PostgreSQL cluster of a test's own, for tests that stop, restart or starve it
// (the global setup's server is shared by every suite and must not be disturbed).
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export function findPostgresBin(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(base, v, "bin");
    if (existsSync(join(bin, "pg_ctl"))) return bin;
  }
  return undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface OwnCluster {
  /** The `postgres` database, as the superuser. */
  url: string;
  /** `pg_ctl stop -m fast`: every session is terminated (57P01), new ones refused. */
  stop(): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`, waiting until it accepts connections again. */
  restart(): Promise<void>;
  /** Stops it (immediate) and removes its files. */
  remove(): Promise<void>;
}

/**
 * A new data directory made by initdb in a temp folder, owned by the `postgres` user when the tests
 * run as root (PostgreSQL refuses to run as root): what the global setup and startOwnCluster share.
 */
export function initCluster(prefix: string): {
  dir: string;
  data: string;
  options: { cwd: string; env: NodeJS.ProcessEnv; uid?: number; gid?: number };
} {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL's binaries are not installed (/usr/lib/postgresql/*/bin)");
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const data = join(dir, "data");
  const user: { uid?: number; gid?: number } = {};
  if (process.getuid?.() === 0) {
    user.uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    user.gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const options = { cwd: dir, env: { ...process.env, HOME: dir }, ...user };
  execFileSync(join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"], {
    stdio: "ignore",
    ...options,
  });
  return { dir, data, options };
}

/** initdb + pg_ctl start of a new cluster on a free port of 127.0.0.1, with these settings. */
export async function startOwnCluster(settings: Record<string, string> = {}): Promise<OwnCluster> {
  const bin = findPostgresBin() as string;
  const { dir, data, options } = initCluster("contract-sync-own-pg-");
  const port = await freePort();
  const flags = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c fsync=off"];
  for (const [name, value] of Object.entries(settings)) flags.push(`-c ${name}=${value}`);
  const pgCtl = (...args: string[]) =>
    run(join(bin, "pg_ctl"), ["-D", data, "-l", join(dir, "log"), ...args], options);
  const start = async () => {
    await pgCtl("start", "-w", "-t", "60", "-o", flags.join(" "));
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pgCtl("stop", "-m", "fast", "-w", "-t", "60");
    },
    start,
    restart: async () => {
      await pgCtl("restart", "-m", "fast", "-w", "-t", "60", "-o", flags.join(" "));
    },
    remove: async () => {
      await pgCtl("stop", "-m", "immediate", "-w", "-t", "60").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
