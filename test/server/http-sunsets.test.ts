// A sunset within the warning window over real HTTP sockets: contracts written through the client
// (POST /v0/contract) with deprecated fields whose sunsets fall inside and outside the 30 days; the
// service sends `contract.sunset_approaching` to a real webhook receiver, once per field and sunset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractSunsetApproaching } from "../../src/api/events.js";
import type { ContractCreate } from "../../src/api/resources.js";
import { utcToday } from "../../src/waivers/ledger.js";
import { startReceiver } from "../service/receiver.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const ID = "0d6b1f2e-4c3a-4b5d-8e7f-9a0b1c2d3e4f";
const ASSET = "postgres://shop-db:5432:postgres.public.orders";
const day = (offset: number) => utcToday(new Date(Date.now() + offset * 86_400_000));

const contract = (
  sunsets: Record<string, number>,
  status: ContractCreate["status"] = "ACTIVE",
): ContractCreate => ({
  id: ID,
  status,
  version: "1.0.0",
  contractSpec: {
    id: ID,
    name: "shop.orders",
    dataAssetResourceName: ASSET,
    schema: [
      { name: "id", type: "int64" },
      ...Object.entries(sunsets).map(([name, offset]) => ({
        name,
        type: "string" as const,
        constraints: { deprecated: { sunset: day(offset), replacement: "code" } },
      })),
    ],
    consumers: [{ name: "billing", team: "finance" }],
  },
});

const settle = () => new Promise((r) => setTimeout(r, 300));
async function until(done: () => boolean, tries = 200): Promise<boolean> {
  for (let i = 0; i < tries && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  return done();
}

describe.each(BACKENDS)("contract.sunset_approaching over HTTP (%s)", (backend) => {
  let t: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_sunsets");
    receiver = await startReceiver();
    await t.client.createWebhook({ url: receiver.url, name: "sunsets" });
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });
  const told = () =>
    receiver.received
      .map((r) => JSON.parse(r.body) as { type: string; data: unknown })
      .filter((m) => m.type === "contract.sunset_approaching")
      .map((m) => ContractSunsetApproaching.parse(m.data));

  it("fires for each sunset within 30 days (today and the 30th day included), not past it nor after it", async () => {
    await t.client.createContracts([contract({ today: 0, soon: 12, last: 30, later: 31, past: -1 })]);
    expect(await until(() => told().length === 3)).toBe(true);
    await settle();
    expect(
      told()
        .map((d) => [d.field, d.daysLeft])
        .sort(),
    ).toEqual([
      ["last", 30],
      ["soon", 12],
      ["today", 0],
    ]);
    expect(told()[0]).toMatchObject({
      contractId: ID,
      contractName: "shop.orders",
      contractVersion: "1.0.0",
      dataAssetResourceNames: [ASSET],
      warningDays: 30,
      replacement: "code",
      consumers: [{ name: "billing", team: "finance" }],
    });
  });

  it("fires once: the same contract written again, or changed otherwise, tells nothing new; a sunset moved tells again", async () => {
    await t.client.createContracts([contract({ today: 0, soon: 12, last: 30, later: 31, past: -1 })]);
    await t.client.createContracts([{ ...contract({ today: 0, soon: 12, last: 30 }), version: "1.1.0" }]);
    await settle();
    expect(told()).toHaveLength(3);
    await t.client.createContracts([{ ...contract({ today: 0, soon: 10, last: 30 }), version: "1.2.0" }]);
    expect(await until(() => told().length === 4)).toBe(true);
    expect(told()[3]).toMatchObject({ field: "soon", daysLeft: 10 });
  });

  it("a contract out of force (DRAFT) tells nothing", async () => {
    const draft = { ...contract({ fresh: 5 }, "DRAFT"), id: "1d6b1f2e-4c3a-4b5d-8e7f-9a0b1c2d3e4f" };
    draft.contractSpec = { ...draft.contractSpec, id: draft.id, dataAssetResourceName: `${ASSET}_draft` };
    await t.client.createContracts([draft]);
    await settle();
    expect(told().map((d) => d.field)).not.toContain("fresh");
  });
});
