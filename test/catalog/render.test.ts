import { describe, expect, it } from "vitest";
import type { Component, Contract } from "../../src/api/resources.js";
import { escapeText, externalLink, html, safeHref } from "../../src/catalog/html.js";
import { lineageGraph, lineageSvg } from "../../src/catalog/lineage-svg.js";
import type { CatalogSource, ContractDetail, ListPage } from "../../src/catalog/model.js";
import type { Chrome } from "../../src/catalog/pages/layout.js";
import { servedLinks, staticLinks } from "../../src/catalog/pages/links.js";
import { signInPage } from "../../src/catalog/pages/sign-in.js";
import {
  listQueryOf,
  renderAssets,
  renderContract,
  renderDiff,
  renderList,
} from "../../src/catalog/render.js";
import { escapedProbe, ORDERS, ordersContract, ordersContractV2, probe } from "./seed.js";

const ID = "11111111-2222-4333-8444-555555555555";

/**
 * Every text field that reaches a page, as hostile input: the seed's contract (names, docs,
 * fields, consumers, waivers, reviewers, the merger), and here what the API's formats would refuse
 * but another server or a database could still hold (an owner, URLs, violation texts, components,
 * assets, accepted breaks). Each probe names its field; the test asserts each reached a page,
 * escaped, so a field that is dropped or rendered raw fails it.
 */
function hostileContract(v: (id: string) => ReturnType<typeof ordersContract>, updatedAt: string): Contract {
  const body = v(ID);
  return {
    ...body,
    enforcementLevel: "BLOCK",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt,
    contractSpecRaw: "",
    violations: [],
    version: probe("version"),
    filePath: probe("filePath"),
    contractSpec: { ...body.contractSpec, owner: probe("owner") as never },
  };
}

const v1 = hostileContract(ordersContract, "2026-11-20T10:00:00.000Z");
const v2 = { ...hostileContract(ordersContractV2, "2026-11-25T10:00:00.000Z"), version: "2" };

const components: Component[] = [
  {
    id: "21111111-2222-4333-8444-555555555555",
    name: probe("component.name"),
    type: probe("component.type"),
    egresses: [{ id: "31111111-2222-4333-8444-555555555555", dataAssetResourceName: ORDERS }],
    ingresses: [
      { id: "41111111-2222-4333-8444-555555555555", dataAssetResourceName: probe("lineage.asset") },
    ],
  },
  {
    id: "51111111-2222-4333-8444-555555555555",
    name: "reader_job",
    ingresses: [{ id: "61111111-2222-4333-8444-555555555555", dataAssetResourceName: ORDERS }],
  },
];

const detail: ContractDetail = {
  versions: [v2, v1],
  violations: [
    {
      timestamp: "2026-11-26T10:00:00.000Z",
      violationType: probe("violation.type"),
      contractFieldName: probe("violation.field"),
      dataAssetResourceName: probe("violation.asset"),
      expectedValue: probe("violation.expected"),
      actualValue: probe("violation.actual"),
      prLink: "javascript:alert('prLink')",
    },
    {
      violationType: "INCOMPATIBLE_TYPE",
      prLink: `https://github.com/acme/shop/pull/7?x=${probe("prLink")}`,
    },
  ],
  acceptedBreaks: [
    {
      at: "2026-11-25T10:00:00.000Z",
      payload: {
        occasion: probe("break.occasion"),
        changes: [{ field: probe("break.field"), kind: probe("break.kind"), reason: probe("break.reason") }],
        waivers: [{ reason: probe("break.waiver") }],
        reviewers: [probe("break.reviewer")],
      },
    },
  ],
  components,
};

const listPage: ListPage = {
  query: { q: probe("query.q"), domain: probe("query.domain"), page: 1 },
  items: [
    {
      id: ID,
      name: probe("list.name"),
      domain: probe("list.domain"),
      owner: probe("list.owner"),
      status: "ACTIVE",
      level: "BLOCK",
      doc: probe("list.doc"),
      resourceNames: [probe("list.asset")],
      updatedAt: "2026-11-25T10:00:00.000Z",
      violations: 3,
    },
  ],
  total: 1,
  pageSize: 50,
  facets: {
    domain: [[probe("facet.domain"), 1]],
    owner: [[probe("facet.owner"), 1]],
    status: [["ACTIVE", 1]],
    level: [["BLOCK", 1]],
  },
};

const source: CatalogSource = {
  list: async () => listPage,
  contract: async (id) => (id === ID ? detail : undefined),
  assetsWithoutContract: async () => [
    {
      dataSource: probe("assets.source"),
      assets: [
        {
          resourceName: probe("assets.name"),
          type: "postgres",
          path: probe("assets.path"),
          updatedAt: "2026-11-25T10:00:00.000Z",
        },
      ],
    },
  ],
  contractIds: async () => [ID],
};

const PROBED = [
  ...["name", "domain", "doc", "gitUser", "reviewer", "owner", "version", "filePath"],
  ...["field.name", "field.doc", "field.alias", "field.constraint"],
  ...["consumer.name", "consumer.team", "consumer.contact", "waiver.reason", "waiver.approver"],
  ...[
    "violation.type",
    "violation.field",
    "violation.asset",
    "violation.expected",
    "violation.actual",
    "prLink",
  ],
  ...["break.occasion", "break.field", "break.kind", "break.reason", "break.waiver", "break.reviewer"],
  ...["component.name", "component.type", "lineage.asset"],
  ...["list.name", "list.domain", "list.owner", "list.doc", "list.asset", "query.q", "query.domain"],
  ...["facet.domain", "facet.owner", "assets.source", "assets.name", "assets.path", "sign-in.problem"],
];

async function allPages(chrome: Chrome): Promise<string> {
  const pages = [
    await renderList(source, chrome, { page: 1 }),
    await renderContract(source, chrome, ID),
    await renderDiff(source, chrome, ID, 1, 2),
    await renderAssets(source, chrome),
    signInPage(chrome, probe("sign-in.problem")),
  ];
  return pages.map((p) => p?.text ?? "").join("\n");
}

describe("the catalog's pages", () => {
  for (const [mode, chrome] of [
    ["served", { links: servedLinks({ signIn: true }), signedIn: true }],
    ["static", { links: staticLinks(1) }],
  ] as const) {
    it(`show every hostile field as text, never as markup or script (${mode})`, async () => {
      const text = await allPages(chrome);
      // The only elements are the pages' own: no probe's <i> or <script> got through.
      expect(text).not.toContain("<i data-probe");
      expect(text).not.toMatch(/<script>alert/);
      const missing = PROBED.filter((field) => !text.includes(escapedProbe(field)));
      expect(missing).toEqual([]);
      // Scripts only from the site itself: one external file per page, nothing inline.
      expect(text.match(/<script[^>]*>/g)?.every((tag) => / src="[^"]*catalog\.js" defer>$/.test(tag))).toBe(
        true,
      );
      expect(text).not.toMatch(/\son[a-z]+=/i);
      expect(text).not.toMatch(/style=/i);
    });

    it(`never makes a link of a script address (${mode})`, async () => {
      const text = await allPages(chrome);
      const hrefs = [...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(10);
      expect(hrefs.filter((h) => !/^(https?:\/\/|\/|\.\.\/|[a-z]+\.(html|css))/.test(h))).toEqual([]);
      expect(text).toContain("javascript:alert(&#39;prLink&#39;)");
      expect(text).toContain("javascript:alert(&#39;gitRepo&#39;)//x");
      expect(hrefs.some((h) => h.startsWith("https://github.com/acme/shop/pull/7"))).toBe(true);
    });
  }

  it("show the schema tree's types, requirement, constraints and deprecations", async () => {
    const page = (await renderContract(source, { links: servedLinks({ signIn: true }) }, ID))!.text;
    const tree = page.slice(page.indexOf('<ul class="tree">'), page.indexOf('aria-labelledby="versions"'));
    expect(tree).toMatch(
      /<code class="name">legacy_code<\/code> <span class="type">string<\/span> <span class="tag optional">optional<\/span> <span class="tag deprecated">deprecated<\/span>/,
    );
    expect(tree).toMatch(
      /<code class="name">amount<\/code> <span class="type">decimal128 \(Decimal\)<\/span> <span class="tag required">required<\/span>/,
    );
    expect(tree).toContain('<span class="key">maxLength</span> 254');
    expect(tree).toContain('<span class="key">pii</span> true');
  });

  it("diff two versions with the check's judgement, and know no version 0 or 3", async () => {
    const chrome = { links: servedLinks({ signIn: true }) };
    const diff = (await renderDiff(source, chrome, ID, 1, 2))!.text;
    expect(diff).toMatch(/<tr class="breaking"><td><code>state<\/code><\/td><td>FIELD_REMOVED<\/td>/);
    expect(diff).toMatch(
      /<tr class="compatible"><td><code>id<\/code><\/td><td>NULLABILITY_CHANGED<\/td><td><del>required<\/del><\/td><td><ins>optional<\/ins><\/td>/,
    );
    expect(await renderDiff(source, chrome, ID, 0, 2)).toBeUndefined();
    expect(await renderDiff(source, chrome, ID, 1, 3)).toBeUndefined();
    expect(await renderDiff(source, chrome, ID, Number.NaN, 2)).toBeUndefined();
    expect(await renderContract(source, chrome, "nope")).toBeUndefined();
  });

  it("draw the lineage left to right: writers, the contract's assets, readers", () => {
    const { nodes, edges } = lineageGraph([ORDERS], components);
    expect(nodes.map((n) => n.kind).sort()).toEqual(["asset", "component", "component", "self"]);
    expect(edges).toContainEqual([`c:${components[0]!.id}`, `a:${ORDERS}`]);
    expect(edges).toContainEqual([`a:${ORDERS}`, `c:${components[1]!.id}`]);
    const svg = lineageSvg("Lineage", [ORDERS], components).text;
    const xOf = (kind: string, label: string) => {
      const group = svg.split("<g ").find((g) => g.startsWith(`class="node ${kind}"`) && g.includes(label))!;
      return Number(/<rect x="([\d.]+)"/.exec(group)![1]);
    };
    const writer = xOf("component", "component.name");
    const own = xOf("self", "shop");
    const reader = xOf("component", "reader_job");
    expect(writer).toBeLessThan(own);
    expect(own).toBeLessThan(reader);
    expect(svg.match(/<path class="edge"/g)).toHaveLength(3);
    expect(svg).toContain('role="img"');
  });
});

describe("html", () => {
  it("escapes every interpolated value but its own", () => {
    const value = `<a href="x" onclick='y'>&\``;
    expect(html`<p title="${value}">${value}</p>`.text).toBe(
      `<p title="${escapeText(value)}">&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;</p>`,
    );
    expect(html`<p>${html`<b>${"<i>"}</b>`}${[1, null, undefined, false, "<"]}</p>`.text).toBe(
      "<p><b>&lt;i&gt;</b>1&lt;</p>",
    );
  });

  it("links only to http(s) addresses", () => {
    for (const refused of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil",
      "/x",
      "",
      undefined,
    ]) {
      expect(safeHref(refused)).toBeUndefined();
      expect(externalLink(refused).text).not.toContain("href");
    }
    expect(safeHref("https://github.com/a/b")).toBe("https://github.com/a/b");
    expect(externalLink('https://x.test/"><script>').text).toBe(
      '<a class="external" href="https://x.test/%22%3E%3Cscript%3E" rel="noopener noreferrer">https://x.test/&quot;&gt;&lt;script&gt;</a>',
    );
  });

  it("reads the list's filters from a query string, bounded", () => {
    expect(listQueryOf({ q: "x".repeat(900), domain: ["a", "b"], page: "-3", status: "" })).toEqual({
      q: "x".repeat(500),
      domain: "a",
      owner: undefined,
      status: undefined,
      level: undefined,
      page: 1,
    });
    expect(listQueryOf({ page: "4" }).page).toBe(4);
  });
});
