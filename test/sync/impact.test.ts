// Who depends on the broken assets (sync/check/impact.ts, report/impact-markdown.ts): asked of the
// embedded service over real HTTP only when an asset broke, never failing the check, and rendered
// capped and inert.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContractFile } from "../../src/contracts/index.js";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { renderComment } from "../../src/report/markdown.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import { IMPACT_LIST_LIMIT, impactOf, MAX_IMPACT_ASSETS } from "../../src/sync/check/impact.js";
import type { ServicePort } from "../../src/sync/ports.js";

const ORDERS = "postgres://db:5432:shop.public.orders";
const log = { lines: [] as string[], info: () => {}, warn: (m: string) => log.lines.push(m) };

function brokenReport(assets: string[], level: "BLOCK" | "INACTIVE" = "BLOCK"): CheckReport {
  return {
    checks: assets.map((asset) => ({
      asset,
      contract: { id: randomUUID(), name: `contract of ${asset}`, enforcementLevel: level },
      violations: [{ field: "currency", message: "missing", violationType: "MISSING_REQUIRED_PROPERTY" }],
    })),
    uncontracted: [],
    unreadable: [],
  };
}

describe("who depends on the broken assets", () => {
  let service: EmbeddedService;
  let asked = 0;
  let port: ServicePort;
  beforeAll(async () => {
    service = await startEmbeddedService();
    port = {
      ...service.client,
      dataAssetImpact: (...args) => {
        asked += 1;
        return service.client.dataAssetImpact(...args);
      },
    };
    await service.client.createContracts({
      id: randomUUID(),
      status: "ACTIVE",
      contractSpec: {
        name: "orders",
        dataAssetResourceName: ORDERS,
        consumers: Array.from({ length: 8 }, (_, i) => ({ name: `@team-${i}`, contact: `#chan-${i}` })),
      },
    });
    for (let i = 0; i < 7; i++)
      await service.client.putComponent({
        id: randomUUID(),
        name: `job_${i}`,
        ingresses: [{ id: randomUUID(), dataAssetResourceName: ORDERS }],
      });
  }, 60_000);
  afterAll(async () => service?.close());

  it("asks nothing when no asset broke (nothing counts), so a clean check is not slowed", async () => {
    const before = asked;
    expect(await impactOf(assessReport(brokenReport([])).findings, port, log)).toBeUndefined();
    expect(
      await impactOf(assessReport(brokenReport([ORDERS], "INACTIVE")).findings, port, log),
    ).toBeUndefined();
    expect(asked).toBe(before);
  });

  it("asks once for every broken asset, capped, and renders the lists capped and inert", async () => {
    const many = [ORDERS, ...Array.from({ length: MAX_IMPACT_ASSETS + 2 }, (_, i) => `${ORDERS}_${i}`)];
    const before = asked;
    const impact = await impactOf(assessReport(brokenReport(many)).findings, port, log);
    expect(asked).toBe(before + 1);
    expect(impact?.asked).toHaveLength(MAX_IMPACT_ASSETS);
    expect(impact?.notAsked).toBe(3);
    expect(impact?.assets[0]).toMatchObject({ asset: ORDERS, readerCount: 7, consumerCount: 8 });
    expect(impact?.assets[0]?.readers).toHaveLength(IMPACT_LIST_LIMIT);
    const comment = renderComment({ ...brokenReport(many), impact }, { workflow: "check", job: "contracts" });
    const row = comment.split("\n").find((l) => l.startsWith(`| \`${ORDERS}\` |`)) ?? "";
    expect(row).toContain("job_0; job_1; job_2; job_3; job_4; and 2 more");
    expect(row).toContain("@\u2060team-0 (#\u2060chan-0)");
    expect(row).toContain("and 3 more");
    expect(comment).not.toMatch(/@team/);
    expect(comment).toContain("…and 3 more broken assets not asked about.");
  });

  it("says the consumers are unknown, and why, when the service cannot answer; the check goes on", async () => {
    const failing: ServicePort = {
      ...port,
      dataAssetImpact: () =>
        Promise.reject(new Error("404 Not Found: no route POST /v0/lineage/data-assets")),
    };
    const impact = await impactOf(assessReport(brokenReport([ORDERS])).findings, failing, log);
    expect(impact).toMatchObject({
      asked: [ORDERS],
      assets: [],
      unknown: expect.stringContaining("404 Not Found"),
    });
    expect(log.lines.at(-1)).toMatch(/^consumers unknown: /);
    const comment = renderComment(
      { ...brokenReport([ORDERS]), impact },
      { workflow: "check", job: "contracts" },
    );
    expect(comment).toContain(
      "Consumers unknown: the service could not answer who depends on them (404 Not Found",
    );
  });

  it("answers from the base's contracts in embedded mode, without asking (or starting) the service", async () => {
    const contract = (id: string, status: string, consumer: string) =>
      `id: ${id}\nname: c${id.slice(0, 4)}\nstatus: ${status}\ndataAssetResourceName: ${ORDERS}\nschema:\n  - name: id\n    type: int64\nconsumers:\n  - name: "${consumer}"\n`;
    const text = [
      contract(randomUUID(), "ACTIVE", "@billing"),
      contract(randomUUID(), "DRAFT", "a draft promises nothing"),
    ].join("---\n");
    const { contracts, diagnostics } = parseContractFile(text, "contracts/orders.yaml");
    expect(diagnostics).toEqual([]);
    const before = asked;
    const impact = await impactOf(assessReport(brokenReport([ORDERS])).findings, port, log, contracts);
    expect(asked).toBe(before);
    expect(impact?.assets).toEqual([
      {
        asset: ORDERS,
        readers: [],
        readerCount: 0,
        writers: [],
        writerCount: 0,
        consumers: [{ name: "@billing", contractName: contracts[0]?.contract.name }],
        consumerCount: 1,
      },
    ]);
  });
});
