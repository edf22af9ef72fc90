/**
 * One read of a value shared by the callers that ask while it is not yet sent:
 * a caller never joins a read already under way, which may have been answered
 * before a write the caller has seen committed. So every caller gets a value
 * read after it asked, and concurrent requests pay one round trip between them.
 */
export class SharedFreshRead<T> {
  #running: Promise<T> | undefined;
  #next: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.#running) return this.#start();
    this.#next ??= this.#running.then(
      () => this.#startNext(),
      () => this.#startNext(),
    );
    return this.#next;
  }

  #startNext(): Promise<T> {
    this.#next = undefined;
    return this.#start();
  }

  #start(): Promise<T> {
    const reading = this.read();
    this.#running = reading;
    const done = () => {
      if (this.#running === reading) this.#running = undefined;
    };
    reading.then(done, done);
    return reading;
  }
}
