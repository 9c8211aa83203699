import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BankClock } from './bank-clock.ts';

export interface DueWorkRunner {
  /** Runs the due work now, after any run under way. */
  runDue: () => Promise<void>;
}

/**
 * Work that comes due on the bank's clock (scheduled Pix, scheduled boletos): run when the app is
 * ready, every `everyMs`, and after each move of the clock. Runs queue one after the other in this
 * process (runners of several processes share the work through their own row claims); a failed run
 * is logged and the next one goes on; the app's close waits for the run under way.
 */
export function runDueWork(
  app: FastifyInstance,
  options: {
    clock: BankClock;
    everyMs: number;
    log: FastifyBaseLogger;
    what: string;
    run: () => Promise<number>;
  },
): DueWorkRunner {
  const { log, what } = options;
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  const runDue = () => {
    queue = queue.then(async () => {
      if (closed) return;
      try {
        const count = await options.run();
        if (count > 0) log.info({ count }, `${what} run`);
      } catch (err) {
        log.error({ err }, `${what} run failed`);
      }
    });
    return queue;
  };
  options.clock.onChange(runDue);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await runDue();
    timer = setInterval(runDue, options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await queue;
  });
  return { runDue };
}
