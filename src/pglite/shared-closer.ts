/**
 * How to close the process's shared PGlite host (shared.ts), known once that module is loaded.
 * A module of its own so the action's entry can close the host at its end without loading the
 * host itself: a run that reads no SQL and opens no embedded store loads none of PGlite's code.
 */
let closer: (() => Promise<void>) | undefined;

export function registerSharedHostCloser(close: () => Promise<void>): void {
  closer = close;
}

/** Closes the shared host if the module that owns it was loaded (it may not have started one). */
export async function closeSharedHostIfLoaded(): Promise<void> {
  await closer?.();
}
