// The artifact routes of the fake GitHub (test/support/fake-github.ts validates their
// requests and answers against GitHub's OpenAPI description): a run's artifacts, and the
// download, which GitHub answers with a 302 to blob storage on another host. That host
// is a second socket here, so a test sees what reached it (a token must not).
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RepoRef } from "./github-objects.js";
import type { OperationMatch } from "./github-openapi.js";

export interface ArtifactState extends RepoRef {
  id: number;
  runId: number;
  name: string;
  /** The zip GitHub would serve. */
  zip: Uint8Array;
  expired: boolean;
}

/** A request the blob host got: which artifact, and whether a token came with it. */
export interface BlobRequest {
  path: string;
  authorization: string | undefined;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type ArtifactHandler = (context: { match: OperationMatch; query: Record<string, unknown> }) => Answer;

const DOCS = "https://docs.github.com/rest";

export class FakeArtifacts {
  readonly blobRequests: BlobRequest[] = [];
  private readonly artifacts: ArtifactState[] = [];
  private nextId = 7000;

  private constructor(
    private readonly server: Server,
    /** Origin of the blob host (another port: another origin than the API). */
    readonly blobUrl: string,
  ) {}

  static async start(): Promise<FakeArtifacts> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeArtifacts(server, `http://127.0.0.1:${port}`);
    server.on("request", (request, response) => {
      const path = request.url ?? "/";
      fake.blobRequests.push({ path, authorization: request.headers.authorization });
      const artifact = fake.artifacts.find((a) => path === `/blob/${a.id}.zip`);
      if (!artifact) {
        response.writeHead(404, { "content-type": "application/xml" }).end("<Error>BlobNotFound</Error>");
        return;
      }
      response.writeHead(200, { "content-type": "application/zip" }).end(artifact.zip);
    });
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  add(
    artifact: RepoRef & { runId: number; name: string; zip: Uint8Array; expired?: boolean },
  ): ArtifactState {
    const state: ArtifactState = { expired: false, ...artifact, id: this.nextId++ };
    this.artifacts.push(state);
    return state;
  }

  /** Handlers by operationId, for the fake's router. */
  handlers(apiUrl: string): Record<string, ArtifactHandler> {
    return {
      "actions/list-workflow-run-artifacts": ({ match, query }) => {
        const { owner, repo, run_id: runId } = match.params;
        const listed = this.artifacts.filter(
          (a) =>
            sameRepo(a, owner, repo) &&
            a.runId === Number(runId) &&
            (typeof query.name !== "string" || a.name === query.name),
        );
        return {
          status: 200,
          body: { total_count: listed.length, artifacts: listed.map((a) => artifactJson(apiUrl, a)) },
        };
      },
      "actions/download-artifact": ({ match }) => {
        const { owner, repo, artifact_id: id, archive_format: format } = match.params;
        const artifact = this.artifacts.find((a) => sameRepo(a, owner, repo) && a.id === Number(id));
        if (!artifact || format !== "zip")
          return { status: 404, body: { message: "Not Found", documentation_url: DOCS, status: "404" } };
        if (artifact.expired)
          return {
            status: 410,
            body: { message: "Artifact has expired", documentation_url: DOCS, status: "410" },
          };
        return { status: 302, headers: { location: `${this.blobUrl}/blob/${artifact.id}.zip` } };
      },
    };
  }
}

function artifactJson(apiUrl: string, a: ArtifactState): Record<string, unknown> {
  const url = `${apiUrl}/repos/${a.owner}/${a.repo}/actions/artifacts/${a.id}`;
  return {
    id: a.id,
    node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
    name: a.name,
    size_in_bytes: a.zip.byteLength,
    url,
    archive_download_url: `${url}/zip`,
    expired: a.expired,
    created_at: "2026-01-01T00:00:00Z",
    expires_at: "2026-01-02T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    digest: `sha256:${createHash("sha256").update(a.zip).digest("hex")}`,
    workflow_run: {
      id: a.runId,
      repository_id: 42,
      head_repository_id: 43,
      head_branch: "main",
      head_sha: "0".repeat(40),
    },
  };
}

function sameRepo(ref: RepoRef, owner: string | undefined, repo: string | undefined): boolean {
  return ref.owner.toLowerCase() === owner?.toLowerCase() && ref.repo.toLowerCase() === repo?.toLowerCase();
}
