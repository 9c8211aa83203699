import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts refused requests; one summary line a minute instead of lines per refusal. */
    refusals: RefusalCounter;
  }
}

export const REFUSAL_SUMMARY_MS = 60_000;

/**
 * A flood of refused requests (bad envelopes, over the rate limit, wrong media type) must not become
 * a flood of log lines: each refusal only adds to a count by reason, and one info line a minute says
 * how many there were. Nothing of the request (body, token, address) is kept.
 */
export class RefusalCounter {
  #counts = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = REFUSAL_SUMMARY_MS,
    private readonly onCount: (reason: string) => void = () => undefined,
  ) {}

  count(reason: string): void {
    this.onCount(reason);
    this.#counts.set(reason, (this.#counts.get(reason) ?? 0) + 1);
    if (!this.#timer) {
      this.#timer = setTimeout(() => this.flush(), this.everyMs);
      this.#timer.unref();
    }
  }

  /** Writes the summary line now (when there is anything to say) and starts a new count. */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#counts.size === 0) return;
    const refused = Object.fromEntries(this.#counts);
    const total = [...this.#counts.values()].reduce((a, b) => a + b, 0);
    this.#counts = new Map();
    this.log.info({ refused, total }, 'requests refused since the last summary');
  }
}

export function registerRefusalLog(app: FastifyInstance, everyMs = REFUSAL_SUMMARY_MS): void {
  const counter = new RefusalCounter(app.log, everyMs, (reason) => app.metrics?.refused(reason));
  app.decorate('refusals', counter);
  app.addHook('onClose', async () => counter.flush());
}
