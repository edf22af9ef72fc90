/**
 * Values loaded per workspace and kept while its contract epoch stands (epochs only grow): a
 * value loaded for an epoch, or a later one, is current for a caller that read that epoch. The
 * callers asking while it loads share the load; a failed load is not kept. Past `maxWorkspaces`
 * the map starts afresh, so a server with many tenants holds a bounded number of values.
 */
export class WorkspaceEpochCache<T> {
  readonly #entries = new Map<string, { epoch: number; value: Promise<T> }>();

  constructor(private readonly maxWorkspaces: number) {}

  /** The value for the workspace at `epoch` or later; `load` reads it (after the epoch was read). */
  get(workspaceId: string, epoch: number, load: () => Promise<T>): Promise<T> {
    const cached = this.#entries.get(workspaceId);
    if (cached && cached.epoch >= epoch) return cached.value;
    const entry = { epoch, value: load() };
    entry.value.catch(() => {
      if (this.#entries.get(workspaceId) === entry) this.#entries.delete(workspaceId);
    });
    if (this.#entries.size >= this.maxWorkspaces) this.#entries.clear();
    this.#entries.set(workspaceId, entry);
    return entry.value;
  }
}
