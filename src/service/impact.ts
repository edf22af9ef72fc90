import type { ExtensionRequestOf, ExtensionResponseInputOf } from "../api/extensions.js";
import type { ContractConsumer, DataAssetImpact, LineageNeighbour } from "../api/resources.js";
import { IN_FORCE_SQL } from "../contracts/statuses.js";
import type { Caller, ServiceDeps } from "./context.js";

interface NeighbourRow {
  name: string;
  side: "reader" | "writer";
  body: { id: string; name?: string; type?: string };
  total: string | number;
}

interface ConsumerRow {
  name: string;
  contract_id: string;
  contract_name: string | null;
  consumer: ContractConsumer;
  total: string | number;
}

/**
 * Who depends on data assets (the extension `dataAssetImpact`,
 * docs/service-interface.md "Data asset impact"), in two statements however many assets are asked: the components whose
 * ingresses read an asset or whose egresses write it (an endpoint record names its asset by
 * `dataAssetResourceName`), and the consumers the contracts in force on it name. Each list is
 * cut at `limit` per asset; the counts are whole.
 */
export function impactHandlers({ store }: ServiceDeps) {
  return {
    async dataAssetImpact(
      caller: Caller,
      { body }: ExtensionRequestOf<"dataAssetImpact">,
    ): Promise<ExtensionResponseInputOf<"dataAssetImpact">> {
      const names = [...new Set(body.dataAssetResourceNames)];
      const limit = body.limit;
      // One pass over the workspace's components: each endpoint record's asset, joined to the names asked.
      const neighbours = await store.query<NeighbourRow>(
        `SELECT * FROM (
           SELECT e.name, e.side, c.body, count(*) OVER (PARTITION BY e.name, e.side) AS total,
             row_number() OVER (PARTITION BY e.name, e.side ORDER BY c.created_at, c.id) AS n
           FROM components c
           CROSS JOIN LATERAL (
             SELECT DISTINCT r.value ->> 'dataAssetResourceName' AS name, s.side
             FROM (VALUES ('reader', 'ingresses'), ('writer', 'egresses')) AS s(side, list)
             CROSS JOIN LATERAL jsonb_array_elements(
               CASE WHEN jsonb_typeof(c.body -> s.list) = 'array' THEN c.body -> s.list ELSE '[]'::jsonb END) AS r
           ) e
           WHERE c.workspace_id = $1 AND e.name = ANY($2::text[])
         ) ranked WHERE n <= $3 ORDER BY name, side, n`,
        [caller.workspaceId, names, limit],
      );
      const consumers = await store.query<ConsumerRow>(
        `SELECT * FROM (
           SELECT a.name, c.contract_id, c.body -> 'contractSpec' ->> 'name' AS contract_name, k.consumer,
             count(*) OVER (PARTITION BY a.name) AS total,
             row_number() OVER (PARTITION BY a.name ORDER BY c.created_at, c.contract_id, k.n) AS n
           FROM unnest($2::text[]) AS a(name)
           JOIN contracts c ON c.workspace_id = $1 AND c.is_latest AND c.status IN ${IN_FORCE_SQL}
             AND md5_each(c.resource_names) @> ARRAY[md5(a.name)] AND c.resource_names @> ARRAY[a.name]
           CROSS JOIN LATERAL jsonb_array_elements(coalesce(c.body -> 'contractSpec' -> 'consumers', '[]'::jsonb))
             WITH ORDINALITY AS k(consumer, n)
         ) ranked WHERE n <= $3 ORDER BY name, n`,
        [caller.workspaceId, names, limit],
      );
      return { results: names.map((name) => impactOf(name, neighbours, consumers)) };
    },
  };
}

function impactOf(
  name: string,
  neighbours: readonly NeighbourRow[],
  consumers: readonly ConsumerRow[],
): DataAssetImpact {
  const side = (which: NeighbourRow["side"]) => neighbours.filter((r) => r.name === name && r.side === which);
  const neighbour = (row: NeighbourRow): LineageNeighbour => ({
    id: row.body.id,
    ...(typeof row.body.name === "string" ? { name: row.body.name } : {}),
    ...(typeof row.body.type === "string" ? { type: row.body.type } : {}),
  });
  const readers = side("reader");
  const writers = side("writer");
  const named = consumers.filter((r) => r.name === name);
  return {
    dataAssetResourceName: name,
    readers: readers.map(neighbour),
    readerCount: Number(readers[0]?.total ?? 0),
    writers: writers.map(neighbour),
    writerCount: Number(writers[0]?.total ?? 0),
    consumers: named.map((row) => ({
      ...row.consumer,
      contractId: row.contract_id,
      ...(row.contract_name ? { contractName: row.contract_name } : {}),
    })),
    consumerCount: Number(named[0]?.total ?? 0),
  };
}
