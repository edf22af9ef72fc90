/**
 * Where a page's links go: the served catalog answers query parameters (filters, diffs), the
 * static site is files (one per contract, filters in the page's script, a file per diff between
 * consecutive versions and no form for any two).
 */
export interface Links {
  mode: "served" | "static";
  home: string;
  contract(id: string): string;
  /** The form's target for the diff between any two versions; none in the static site. */
  diff?: ((id: string) => string) | undefined;
  /** The diff between two versions (numbered from 1, the oldest): in the static site, consecutive ones only. */
  versionDiff(id: string, from: number, to: number): string;
  assets: string;
  css: string;
  js: string;
  /** Sign-in and sign-out (served only; none in public mode's anonymous view). */
  signIn?: string | undefined;
  signOut?: string | undefined;
}

export function servedLinks(options: { signIn: boolean }): Links {
  return {
    mode: "served",
    home: "/",
    contract: (id) => `/contracts/${encodeURIComponent(id)}`,
    diff: (id) => `/contracts/${encodeURIComponent(id)}/diff`,
    versionDiff: (id, from, to) => `/contracts/${encodeURIComponent(id)}/diff?from=${from}&to=${to}`,
    assets: "/assets",
    css: "/static/catalog.css",
    js: "/static/catalog.js",
    signIn: options.signIn ? "/sign-in" : undefined,
    signOut: "/sign-out",
  };
}

/** Links of a static page `depth` folders below the site's root. */
export function staticLinks(depth: number): Links {
  const up = "../".repeat(depth);
  return {
    mode: "static",
    home: `${up}index.html`,
    contract: (id) => `${up}contracts/${encodeURIComponent(id)}.html`,
    versionDiff: (id, from, to) => `${up}${staticDiffPath(id, from, to)}`,
    assets: `${up}assets.html`,
    css: `${up}catalog.css`,
    js: `${up}catalog.js`,
  };
}

/** The static site's file of the diff between two versions, from its root. */
export function staticDiffPath(id: string, from: number, to: number): string {
  return `contracts/${encodeURIComponent(id)}/diff-${from}-${to}.html`;
}
