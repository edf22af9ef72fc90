/**
 * Where a page's links go: the served catalog answers query parameters (filters, diffs), the
 * static site is files (one per contract, filters in the page's script, no diff form).
 */
export interface Links {
  mode: "served" | "static";
  home: string;
  contract(id: string): string;
  /** The diff between two versions (numbered from 1, the oldest); none in the static site. */
  diff?: ((id: string) => string) | undefined;
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
    assets: `${up}assets.html`,
    css: `${up}catalog.css`,
    js: `${up}catalog.js`,
  };
}
