import type { LogLevel } from '@carteira/core/logging';
import { sessionStore } from '../session/session.ts';
import { type AppLogger, createAppLogger } from './app-logger.ts';
import { fetchLogSettings, postLog } from './post-log.ts';

let logger: { token: string; ready: Promise<AppLogger> } | undefined;

/**
 * Records go to the product backend with the session's token; without a session nothing is sent. The
 * level to send from is the backend's choice for the customer (GET log-settings: the environment's, or
 * debug under the dogfood flag), read once per session; if it cannot be read, the build's environment's.
 */
export async function sendAppLog(level: LogLevel, component: string, message: string): Promise<void> {
  const token = sessionStore.get()?.token.value ?? null;
  if (!token) return;
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
}
