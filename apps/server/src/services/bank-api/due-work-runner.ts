import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BankClock } from './bank-clock.ts';

export interface DueWorkRunner {
  /** Runs the due work now, after any run under way, until nothing is due (or the app closes). */
  runDue: () => Promise<void>;
  /** Whether the last run found nothing left due and the runner still runs on time (readiness). */
  caughtUp: () => boolean;
}

/** At most this many items a batch: the app's close waits for one batch at most. */
export const DUE_WORK_BATCH = 20;
/** At most this many batches a run; the next run (the timer, the clock) goes on from there. */
const BATCHES_PER_RUN = 500;

/**
 * Work that comes due on the bank's clock (scheduled Pix, boletos, TEDs, the card's cycle): run in
 * the background once the app is ready (never inside a start-up hook: a server that comes back to
 * hundreds of due payments listens at once and works through them), every `everyMs`, and after each
 * move of the clock. A run takes the work in batches of `DUE_WORK_BATCH` (`run(max)` does at most
 * `max` items and says how many it did) until a batch comes back short; runs queue one after the
 * other in this process (runners of several processes share the work through their own row claims);
 * a failed run is logged and the next one goes on; the app's close stops between batches and waits
 * for the one under way. Readiness (`/health/ready`) waits until the runner has caught up.
 */
export function runDueWork(
  app: FastifyInstance,
  options: {
    clock: BankClock;
    everyMs: number;
    log: FastifyBaseLogger;
    what: string;
    run: (max: number) => Promise<number>;
  },
): DueWorkRunner {
  const { log, what } = options;
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  let drained = false;
  let lastRunEnded = 0;
  const runDue = () => {
    queue = queue.then(async () => {
      let count = 0;
      try {
        let short = false;
        for (let batch = 0; batch < BATCHES_PER_RUN && !short; batch++) {
          if (closed) return;
          const done = await options.run(DUE_WORK_BATCH);
          count += done;
          short = done < DUE_WORK_BATCH;
          if (!short) drained = false;
        }
        drained = short;
        if (count > 0) log.info({ count }, `${what} run`);
      } catch (err) {
        drained = false;
        log.error({ err, count }, `${what} run failed`);
      } finally {
        lastRunEnded = Date.now();
        app.metrics?.dueWork(what, count, drained);
      }
    });
    return queue;
  };
  options.clock.onChange(runDue);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void runDue();
    timer = setInterval(runDue, options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await queue;
  });
  // Alive: a run ended within three periods (a long catch-up shows as not caught up instead).
  const caughtUp = () => drained && Date.now() - lastRunEnded <= 3 * options.everyMs;
  app.readiness?.add(what, caughtUp);
  return { runDue, caughtUp };
}
