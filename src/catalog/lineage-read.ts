import type { Component } from "../api/resources.js";
import type { Queryable } from "../store/port.js";

/** Components drawn at most: past it the picture is a hairball nobody reads. */
export const MAX_COMPONENTS = 60;

/** The assets a component reads (ingresses) and writes (egresses), by resource name. */
export function assetsOfComponent(component: Component): { reads: string[]; writes: string[] } {
  const names = (list: Component["ingresses"]) =>
    (Array.isArray(list) ? list : []).flatMap((e) =>
      e.dataAssetResourceName ? [e.dataAssetResourceName] : [],
    );
  return { reads: names(component.ingresses), writes: names(component.egresses) };
}

/**
 * The components within two hops of `names`: those that read or write one of them, then those
 * that read or write an asset the first ones touch (the upstream of upstream, the downstream of
 * downstream). Capped at MAX_COMPONENTS, in the order they were registered.
 */
export async function componentsNear(
  db: Queryable,
  workspaceId: string,
  names: readonly string[],
): Promise<Component[]> {
  const found = new Map<string, Component>();
  let frontier = [...new Set(names)];
  const seenAssets = new Set(frontier);
  for (let hop = 0; hop < 2 && frontier.length > 0 && found.size < MAX_COMPONENTS; hop++) {
    const rows = await db.query<{ body: Component }>(
      `SELECT c.body FROM components c
       WHERE c.workspace_id = $1 AND EXISTS (
         SELECT 1 FROM jsonb_array_elements(
           (CASE WHEN jsonb_typeof(c.body -> 'ingresses') = 'array' THEN c.body -> 'ingresses' ELSE '[]'::jsonb END) ||
           (CASE WHEN jsonb_typeof(c.body -> 'egresses') = 'array' THEN c.body -> 'egresses' ELSE '[]'::jsonb END)) e
         WHERE e ->> 'dataAssetResourceName' = ANY($2::text[]))
       ORDER BY c.created_at, c.id LIMIT $3`,
      [workspaceId, frontier, MAX_COMPONENTS],
    );
    const next: string[] = [];
    for (const { body } of rows) {
      if (found.has(body.id) || found.size >= MAX_COMPONENTS) continue;
      found.set(body.id, body);
      const { reads, writes } = assetsOfComponent(body);
      for (const name of [...reads, ...writes]) {
        if (!seenAssets.has(name)) {
          seenAssets.add(name);
          next.push(name);
        }
      }
    }
    frontier = next;
  }
  return [...found.values()];
}
