import type { LogLevel } from '@carteira/core/logging';
import { sessionStore } from '../session/session.ts';

/**
 * The app's log, loaded on its first line (the login page's first load carries none of it). Records
 * go to the product backend with the session's token; without a session nothing is sent. The level to
 * send from is the backend's choice for the customer (GET log-settings: the environment's, or debug
 * under the dogfood flag), read once per session; if it cannot be read, the build's environment's.
 */
export function appLog(level: LogLevel, component: string, message: string): void {
  const token = sessionStore.get()?.token.value ?? null;
  if (!token) return;
  void Promise.all([import('./app-logger.ts'), import('./post-log.ts')])
    .then(async ([{ createAppLogger }, { fetchLogSettings, postLog }]) => {
      if (!logger || logger.token !== token) {
        const settings = fetchLogSettings(token);
        logger = {
          token,
          ready: settings.then((s) =>
            createAppLogger({
              send: (record) => postLog(record, sessionStore.get()?.token.value ?? null),
              ...(s ? { minLevel: s.level, textLimit: s.appLogLimit } : {}),
            }),
          ),
        };
      }
      (await logger.ready).log(level, component, message);
    })
    .catch(() => {});
}

let logger: { token: string; ready: Promise<import('./app-logger.ts').AppLogger> } | undefined;
