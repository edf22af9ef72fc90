import { Graph, layout } from "@dagrejs/dagre";
import type { Component } from "../api/resources.js";
import { type Html, html } from "./html.js";
import { assetsOfComponent } from "./lineage-read.js";

/** Characters of a node's label drawn; the whole name is its tooltip (`<title>`). */
const LABEL_CHARS = 34;
const CHAR_WIDTH = 7.2;
const NODE_HEIGHT = 40;

interface NodeInfo {
  id: string;
  kind: "asset" | "component" | "self";
  /** The whole name, and a second line (a component's type, an asset's source type). */
  name: string;
  detail: string;
}

/** The graph of components around a contract's assets: assets and components as nodes, data flow as edges. */
export function lineageGraph(
  ownAssets: readonly string[],
  components: readonly Component[],
): {
  nodes: NodeInfo[];
  edges: [string, string][];
} {
  const nodes = new Map<string, NodeInfo>();
  const edges: [string, string][] = [];
  const own = new Set(ownAssets);
  const asset = (name: string) => {
    const id = `a:${name}`;
    if (!nodes.has(id))
      nodes.set(id, { id, kind: own.has(name) ? "self" : "asset", name, detail: name.split("://")[0] ?? "" });
    return id;
  };
  for (const name of ownAssets) asset(name);
  for (const component of components) {
    const id = `c:${component.id}`;
    nodes.set(id, {
      id,
      kind: "component",
      name: component.name ?? component.id,
      detail: component.type ?? "component",
    });
    const { reads, writes } = assetsOfComponent(component);
    for (const name of reads) edges.push([asset(name), id]);
    for (const name of writes) edges.push([id, asset(name)]);
  }
  return { nodes: [...nodes.values()], edges };
}

/** A label cut to fit its box: an asset's name keeps its end (the table, topic or file), the rest their start. */
function label(text: string, keepEnd = false): string {
  if (text.length <= LABEL_CHARS) return text;
  return keepEnd ? `…${text.slice(-(LABEL_CHARS - 1))}` : `${text.slice(0, LABEL_CHARS - 1)}…`;
}

/**
 * The lineage as an inline SVG, laid out on the server by dagre (layered, left to right: upstream
 * writers, the contract's assets, downstream readers). No script, no style attribute: the
 * stylesheet colours the node kinds, so the picture obeys the page's Content-Security-Policy.
 */
export function lineageSvg(
  title: string,
  ownAssets: readonly string[],
  components: readonly Component[],
): Html {
  const { nodes, edges } = lineageGraph(ownAssets, components);
  const graph = new Graph({ multigraph: false });
  graph.setGraph({ rankdir: "LR", nodesep: 18, ranksep: 44, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) {
    const width = Math.max(label(node.name).length, label(node.detail).length) * CHAR_WIDTH + 20;
    graph.setNode(node.id, { width, height: NODE_HEIGHT });
  }
  for (const [from, to] of edges) graph.setEdge(from, to);
  layout(graph);
  const { width = 0, height = 0 } = graph.graph();
  const drawnEdges = graph.edges().map((e: { v: string; w: string }) => {
    const points: { x: number; y: number }[] = graph.edge(e).points ?? [];
    const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
    return html`<path class="edge" d="${d}" marker-end="url(#arrow)"></path>`;
  });
  const drawnNodes = nodes.map((node) => {
    const box = graph.node(node.id);
    const x = box.x - box.width / 2;
    const y = box.y - box.height / 2;
    return html`<g class="node ${node.kind}"><title>${node.kind === "component" ? "component" : "asset"}: ${node.name} (${node.detail})</title><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height}" rx="${node.kind === "component" ? 2 : 12}"></rect><text x="${box.x.toFixed(1)}" y="${(box.y - 3).toFixed(1)}" text-anchor="middle">${label(node.name, node.kind !== "component")}</text><text class="detail" x="${box.x.toFixed(1)}" y="${(box.y + 12).toFixed(1)}" text-anchor="middle">${label(node.detail)}</text></g>`;
  });
  const summary = `${title}: ${nodes.filter((n) => n.kind === "component").length} components, ${nodes.filter((n) => n.kind !== "component").length} assets`;
  return html`<svg class="lineage" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" width="${Math.ceil(width)}" height="${Math.ceil(height)}" role="img" aria-label="${summary}"><title>${summary}</title><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"></path></marker></defs>${drawnEdges}${drawnNodes}</svg>`;
}
