import type { LogLevel } from '@carteira/core/logging';
import { sessionStore } from '../session/session.ts';

/**
 * The app's log, loaded on its first line (the login page's first load carries none of it). Records
 * go to the product backend with the session's token; without a session nothing is sent.
 */
export function appLog(level: LogLevel, component: string, message: string): void {
  void Promise.all([import('./app-logger.ts'), import('./post-log.ts')])
    .then(([{ createAppLogger }, { postLog }]) => {
      logger ??= createAppLogger({
        send: (record) => postLog(record, sessionStore.get()?.token.value ?? null),
      });
      logger.log(level, component, message);
    })
    .catch(() => {});
}

let logger: import('./app-logger.ts').AppLogger | undefined;
