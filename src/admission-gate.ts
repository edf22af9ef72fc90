/**
 * At most `limit` requests that write or check are worked on at once; the
 * rest wait their turn once their bodies have arrived (a body still arriving
 * holds no slot, so a slow client cannot starve other workspaces). Twenty concurrent
 * 49 KB checks each do milliseconds of synchronous work (parse, validate,
 * check, build the violation rows) between awaits; interleaved, a `/healthz`
 * arriving among them waited behind all twenty (`npm run bench -- server`, row
 * "load: 20 clients x N s violating checks", its /healthz column).
 * With a few admitted at a time it waits behind at most a few.
 */
export class AdmissionGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission limit must be >= 1, got ${limit}`);
  }

  /** Resolves when admitted, with the release function (idempotent). */
  async acquire(): Promise<() => void> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line (active stays the same).
      if (next) next();
      else this.active--;
    };
  }

  /** Requests being worked on, and waiting (for tests and metrics). */
  get counts(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
