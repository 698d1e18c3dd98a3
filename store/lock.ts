/**
 * One writer at a time in this process: libSQL fails a second concurrent write transaction with
 * SQLITE_BUSY and blocks the event loop while it waits, so writes queue here instead.
 */
export class WriteLock {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work, work);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Settles once every write queued so far has finished, so the database can be closed safely. */
  async idle(): Promise<void> {
    await this.#tail;
  }
}
