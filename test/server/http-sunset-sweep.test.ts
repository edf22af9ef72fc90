// The daily sunset sweep over real HTTP sockets, with the server's clock moved by the test (no
// sleeps): every kind of sunset (a deprecated field's, a deprecated contract's) × every place of
// the day against the 30-day window (31 days ahead, 30, 12, 0, passed) × who comes first (the
// write, then the sweep; the sweep, then a write). Each sunset is told once, by whichever comes
// first on a day it is within the window: never before, never after, never twice. Then three
// sweeps at once (two replicas' stores on PostgreSQL, and the timer) and the `sweep-sunsets` command.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractSunsetApproaching } from "../../src/api/events.js";
import type { ContractCreate } from "../../src/api/resources.js";
import { main } from "../../src/cli/main.js";
import { type SunsetSweepResult, sweepSunsets } from "../../src/service/sunset-sweep.js";
import { openStore } from "../../src/store/open.js";
import type { Queryable } from "../../src/store/port.js";
import { utcToday } from "../../src/waivers/ledger.js";
import { capture } from "../cli/run-cli.js";
import { startReceiver } from "../service/receiver.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => utcToday(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

type Kind = "field" | "contract";
const KINDS: Kind[] = ["field", "contract"];
/** Days from the day of the write or sweep to the sunset: one before the window, its edges, one after. */
const PLACES = [
  { place: "a day before the window", daysLeft: 31 },
  { place: "on the window's far edge", daysLeft: 30 },
  { place: "inside the window", daysLeft: 12 },
  { place: "on the sunset itself", daysLeft: 0 },
  { place: "a day after the sunset", daysLeft: -1 },
];
const inWindow = (daysLeft: number) => daysLeft >= 0 && daysLeft <= 30;
type Order = "write, then sweep" | "sweep, then write";
const ORDERS: Order[] = ["write, then sweep", "sweep, then write"];
const cases = KINDS.flatMap((kind) =>
  PLACES.flatMap(({ place, daysLeft }) => ORDERS.map((order) => ({ kind, place, daysLeft, order }))),
);

/** A contract whose field `legacy` (kind field) or whole object (kind contract) has the sunset. */
function contract(id: string, kind: Kind, sunset: string, version = "1.0.0"): ContractCreate {
  const deprecated = { since: "2030-01-01", sunset, replacement: "code" };
  return {
    id,
    status: kind === "contract" ? "DEPRECATED" : "ACTIVE",
    version,
    contractSpec: {
      id,
      name: `shop.orders_${id.slice(0, 8)}`,
      dataAssetResourceName: `postgres://shop-db:5432:postgres.public.orders_${id.slice(0, 8)}`,
      schema: [
        { name: "id", type: "int64" },
        kind === "field"
          ? { name: "legacy", type: "string", constraints: { deprecated } }
          : { name: "legacy", type: "string" },
      ],
      ...(kind === "contract" ? { deprecated } : {}),
      consumers: [{ name: "billing" }],
    },
  };
}

/** The sunset messages queued for a contract (one webhook endpoint: one per sunset told). */
async function queued(db: Queryable, contractId: string): Promise<ContractSunsetApproaching[]> {
  const rows = await db.query<{ data: unknown }>(
    `SELECT payload->'data' AS data FROM outbox
     WHERE event_type = 'contract.sunset_approaching' AND payload->'data'->>'contractId' = $1
     ORDER BY created_at, id`,
    [contractId],
  );
  return rows.map((r) => ContractSunsetApproaching.parse(r.data));
}

/** The change-log events each (contract, field, sunset) was told by: more than one is a double. */
async function toldTwice(db: Queryable): Promise<unknown[]> {
  return db.query(
    `SELECT contract_id, payload->>'field' AS field, payload->>'sunset' AS sunset, count(*) AS n
     FROM change_log_events WHERE event_type = 'SUNSET_APPROACHING'
     GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  );
}

async function until(done: () => boolean | Promise<boolean>, tries = 400): Promise<boolean> {
  for (let i = 0; i < tries && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
  return done();
}

describe.each(BACKENDS)("the daily sunset sweep over HTTP (%s)", (backend) => {
  let t: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let clock = Date.parse("2031-01-01T12:00:00Z");
  const sweeps: SunsetSweepResult[] = [];
  const expected = new Map<string, { kind: Kind; sunset: string; daysLeft: number } | undefined>();

  beforeAll(async () => {
    t = await startTestServer(backend, "cs_sunset_sweep", {
      now: () => new Date(clock),
      sunsetSweep: { pollMs: 10, onSwept: (result) => sweeps.push(result) },
    });
    receiver = await startReceiver();
    await t.client.createWebhook({ url: receiver.url, name: "sunsets" });
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  /** Moves the server's clock to noon of `day` and waits for its timer's sweep of that day. */
  async function moveTo(day: string): Promise<void> {
    clock = Date.parse(`${day}T12:00:00Z`);
    expect(await until(() => sweeps.some((s) => s.day === day))).toBe(true);
  }

  it.each(cases.map((c, i) => ({ ...c, i })))(
    "a $kind sunset $place, $order: told once if and when it is within the window",
    async ({ kind, daysLeft, order, i }) => {
      const id = randomUUID();
      const day = addDays("2031-01-01", 100 * (i + 1));
      const sunset = addDays(day, daysLeft);
      const tells = inWindow(daysLeft);
      if (order === "write, then sweep") {
        await moveTo(day);
        await t.client.createContracts([contract(id, kind, sunset)]);
        expect(await queued(t.store, id)).toHaveLength(tells ? 1 : 0);
        // A second sweep the same day (another replica's, or the command's) tells nothing new.
        await t.server.sunsets!.runOnce();
        expect(await queued(t.store, id)).toHaveLength(tells ? 1 : 0);
      } else {
        // Written 40 days earlier: the sunset is then outside the window, so the write tells nothing.
        await moveTo(addDays(day, -40));
        await t.client.createContracts([contract(id, kind, sunset)]);
        expect(await queued(t.store, id)).toHaveLength(0);
        await moveTo(day);
        expect(await queued(t.store, id)).toHaveLength(tells ? 1 : 0);
        // Written again that day (a new version): told already, so nothing new.
        await t.client.createContracts([contract(id, kind, sunset, "1.1.0")]);
        expect(await queued(t.store, id)).toHaveLength(tells ? 1 : 0);
      }
      // The next day: a sunset 31 days ahead has come into the window and the timer's sweep tells
      // it (30 days left); one told already is not told again; one passed never is.
      await moveTo(addDays(day, 1));
      const told = await queued(t.store, id);
      const first = daysLeft === 31 ? 30 : daysLeft;
      expect(told).toHaveLength(inWindow(first) ? 1 : 0);
      if (told[0]) {
        expect(told[0]).toMatchObject({
          contractId: id,
          sunset,
          daysLeft: first,
          warningDays: 30,
          since: "2030-01-01",
          replacement: "code",
          consumers: [{ name: "billing" }],
        });
        expect(told[0].field).toBe(kind === "field" ? "legacy" : undefined);
      }
      expected.set(id, told[0] ? { kind, sunset, daysLeft: first } : undefined);
    },
    30_000,
  );

  it("every day's later sweeps told none of them again, and the receiver got each sunset once", async () => {
    expect(await toldTwice(t.store)).toEqual([]);
    const want = [...expected].filter(([, e]) => e !== undefined);
    expect(want).toHaveLength(cases.filter((c) => inWindow(c.daysLeft === 31 ? 30 : c.daysLeft)).length);
    for (const [id, e] of expected) expect(await queued(t.store, id)).toHaveLength(e ? 1 : 0);
    const received = () =>
      receiver.received
        .map((r) => JSON.parse(r.body) as { type: string; data: unknown })
        .filter((m) => m.type === "contract.sunset_approaching")
        .map((m) => ContractSunsetApproaching.parse(m.data));
    expect(await until(() => received().length >= want.length)).toBe(true);
    expect(
      received()
        .map((d) => `${d.contractId} ${d.field ?? "(contract)"} ${d.sunset}`)
        .sort(),
    ).toEqual(
      want.map(([id, e]) => `${id} ${e!.kind === "field" ? "legacy" : "(contract)"} ${e!.sunset}`).sort(),
    );
  });

  it("two sweeps at once (two replicas' stores) and the timer's, the same day, tell each sunset once", async () => {
    const day = "2040-01-01";
    await moveTo(day);
    const ids = Array.from({ length: 16 }, () => randomUUID());
    const sunset = addDays(day, 45);
    await t.client.createContracts(ids.map((id, n) => contract(id, n % 2 ? "field" : "contract", sunset)));
    // Another replica: a second store on the same database (PostgreSQL); on PGlite, the same store.
    const replica = t.databaseUrl ? await openStore({ databaseUrl: t.databaseUrl }) : t.store;
    try {
      const inside = addDays(day, 20);
      // The clock's new day starts the timer's sweep too: three sweeps of one day at once.
      clock = Date.parse(`${inside}T12:00:00Z`);
      const [a, b] = await Promise.all([sweepSunsets(t.store, inside), sweepSunsets(replica, inside)]);
      expect(await until(() => sweeps.some((s) => s.day === inside))).toBe(true);
      const timer = sweeps.filter((s) => s.day === inside).reduce((sum, s) => sum + s.told, 0);
      expect(a!.told + b!.told + timer).toBe(ids.length);
      for (const id of ids) {
        const told = await queued(t.store, id);
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({ sunset, daysLeft: 25 });
      }
      expect(await toldTwice(t.store)).toEqual([]);
    } finally {
      if (replica !== t.store) await replica.close();
    }
  }, 60_000);

  it.runIf(backend === "postgres")(
    "`contract-sync sweep-sunsets --database-url` tells today's sunsets once and sends them",
    async () => {
      // The command sweeps the system's today: the server's clock (2040) makes the sunset long
      // past for the write, so only the command tells it.
      const id = randomUUID();
      const today = utcToday();
      await t.client.createContracts([contract(id, "field", addDays(today, 5))]);
      expect(await queued(t.store, id)).toHaveLength(0);
      const run = () => {
        const io = capture(process.cwd());
        return main(["sweep-sunsets", "--database-url", t.databaseUrl!, "--allow-private-webhooks"], io).then(
          (code) => ({ code, ...io }),
        );
      };
      const first = await run();
      expect(first.code).toBe(0);
      expect(first.out).toMatch(
        new RegExp(`^swept ${today}: \\d+ contracts .*; 1 sunsets told, 1 messages queued\\n$`),
      );
      const again = await run();
      expect(again.out).toContain("; 0 sunsets told, 0 messages queued");
      expect(await queued(t.store, id)).toMatchObject([{ field: "legacy", daysLeft: 5 }]);
      const delivered = () =>
        receiver.received.filter((r) => r.body.includes(id) && r.body.includes("sunset_approaching"));
      expect(await until(() => delivered().length === 1)).toBe(true);
    },
    60_000,
  );
});
