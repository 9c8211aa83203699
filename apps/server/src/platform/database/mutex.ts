/** A FIFO lock: one holder at a time, waiters served in arrival order. */
export class Mutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  async acquire(): Promise<() => void> {
    if (this.#locked) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.#locked = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (next) next();
      else this.#locked = false;
    };
  }
}
