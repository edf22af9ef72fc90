import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "../service/receiver.js";
import { BACKENDS, eventually, startTestServer, type TestServer } from "./harness.js";

interface Family {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; count?: string; sum?: string }[];
}
const parsePrometheus = createRequire(import.meta.url)("parse-prometheus-text-format") as (
  text: string,
) => Family[];

describe.each(BACKENDS)("/metrics in the Prometheus text format (%s)", (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_metrics");
  });
  afterAll(async () => {
    await t?.close();
  });

  let lastText = "";
  const scrape = async () => {
    const answer = await t.raw("GET", "/metrics");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
    lastText = answer.text;
    return new Map(parsePrometheus(answer.text).map((f) => [f.name, f]));
  };
  /**
   * A histogram series' sample count. (The parser merges labelled histogram series, as
   * prom-client writes `le` first, so the `_count` line is read from the text itself.)
   */
  const histogramCount = (name: string, label: string, value: string) => {
    const match = new RegExp(`^${name}_count\\{${label}="${value}"\\} (\\d+)$`, "m").exec(lastText);
    return Number(match?.[1] ?? Number.NaN);
  };
  const sample = (family: Family | undefined, labels: Record<string, string>) =>
    family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

  it("counts requests per operation and status, times them, the store and deliveries", async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.raw("GET", "/v0/contracts", { key: t.key })).status).toBe(200);
    expect((await t.raw("GET", "/v0/contracts")).status).toBe(401);
    expect((await t.raw("GET", "/v0/nowhere", { key: t.key })).status).toBe(404);

    const receiver = await startReceiver();
    await t.client.createWebhook({ url: receiver.url, name: "metrics" });
    await t.client.testWebhook({ eventType: "metrics.test" });
    // A webhook whose stored secret cannot sign (written around the API, as a corrupted row would be).
    await t.store.query(
      "INSERT INTO webhooks (id, workspace_id, url, name, secret) VALUES ($1, $2, $3, 'broken', 'not base64!')",
      [randomUUID(), "00000000-0000-4000-8000-000000000001", receiver.url],
    );
    await t.client.testWebhook({ eventType: "metrics.test" });
    await eventually(async () => receiver.received.length >= 2);

    const families = await eventually(async () => {
      const scraped = await scrape();
      const signing = scraped.get("contract_sync_webhook_signing_failures_total");
      // An attempt is counted once its response is handled, which may be after the receiver saw it.
      const attempts = scraped.get("contract_sync_webhook_delivery_attempts_total");
      return Number(signing?.metrics[0]?.value ?? 0) >= 1 && Number(attempts?.metrics[0]?.value ?? 0) >= 3
        ? scraped
        : undefined;
    });
    await receiver.close();

    const requests = families.get("contract_sync_http_requests_total");
    expect(requests?.type).toBe("COUNTER");
    expect(sample(requests, { operation: "listContracts", status: "200" })?.value).toBe("3");
    expect(sample(requests, { operation: "listContracts", status: "401" })?.value).toBe("1");
    expect(sample(requests, { operation: "unknown", status: "404" })?.value).toBe("1");
    const latency = families.get("contract_sync_http_request_duration_seconds");
    expect(latency?.type).toBe("HISTOGRAM");
    expect(histogramCount("contract_sync_http_request_duration_seconds", "operation", "listContracts")).toBe(
      4,
    );
    expect(families.get("contract_sync_store_query_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(histogramCount("contract_sync_store_query_duration_seconds", "kind", "query")).toBeGreaterThan(3);
    expect(families.get("contract_sync_outbox_depth")?.type).toBe("GAUGE");
    expect(
      Number(families.get("contract_sync_webhook_delivery_attempts_total")?.metrics[0]?.value),
    ).toBeGreaterThanOrEqual(3);
    expect(
      Number(families.get("contract_sync_webhook_delivery_failures_total")?.metrics[0]?.value),
    ).toBeGreaterThanOrEqual(1);
  });
});
