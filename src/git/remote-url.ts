import type { RepositoryPath } from "../repository-path.js";

/**
 * Turns a Git remote URL into the web address of the repository, the form a
 * contract's `gitRepo` and `fileUri` carry:
 * `git@github.com:acme/x.git` -> `https://github.com/acme/x`.
 * Credentials in the URL are dropped (a token must never end up in a contract).
 * Local remotes (paths, file://) have no web address: undefined.
 */
export function normaliseRemoteUrl(remote: string): string | undefined {
  const text = remote.trim();
  if (text === "") return undefined;

  // scp-like syntax: [user@]host:path (no scheme, and the colon comes before any slash)
  const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/.exec(text);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const [, host, path] = scp;
    if (host && path && host.length > 1) return `https://${host.toLowerCase()}/${cleanPath(path)}`;
  }

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const protocol = url.protocol.toLowerCase();
  if (protocol === "file:") return undefined;
  // ssh and git protocols have no web page; GitHub, GitLab and Gitea serve the same path over https.
  // An ssh port is never the web port, so it is dropped.
  const scheme = protocol === "http:" ? "http" : "https";
  const port = scheme === "https" && protocol === "https:" && url.port ? `:${url.port}` : "";
  const path = cleanPath(decodeURIComponent(url.pathname));
  if (path === "") return undefined;
  return `${scheme}://${url.hostname.toLowerCase()}${port}/${path}`;
}

function cleanPath(path: string): string {
  return path
    .replace(/^\/+/, "")
    .replace(/\/+$/, "")
    .replace(/\.git$/, "");
}

/**
 * The web address of a file at a commit: `{repo}/blob/{sha}/{path}` (GitHub's and GitLab's form),
 * only for a path `repositoryPath` let through (src/repository-path.ts), so it stays in the repository.
 */
export function fileUrl(repositoryUrl: string, sha: string, path: RepositoryPath): string {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return `${repositoryUrl.replace(/\/+$/, "")}/blob/${sha}/${encoded}`;
}
