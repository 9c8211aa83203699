import type { LogLevel } from '@carteira/core/logging';
import { sessionStore } from '../session/session.ts';
import { type AppLogger, createAppLogger } from './app-logger.ts';
import { fetchLogSettings, postLog } from './post-log.ts';

let logger: { token: string; ready: Promise<AppLogger> } | undefined;

interface HeldRecord {
  level: LogLevel;
  component: string;
  message: string;
}

/** Records made before any session (account opening), at most this many: the oldest are dropped. */
const MAX_HELD = 20;
const held: HeldRecord[] = [];
let waitingForSession = false;

/** Keeps a record made without a session, in memory, until a session starts in this tab. */
function hold(record: HeldRecord): void {
  if (held.push(record) > MAX_HELD) held.shift();
  if (waitingForSession) return;
  waitingForSession = true;
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.get()) return;
    stop();
    waitingForSession = false;
    for (const r of held.splice(0)) void sendAppLog(r.level, r.component, r.message);
  });
}

/**
 * Records go to the product backend with the session's token; one made without a session (while an
 * account is being opened) waits in memory and goes with the first session of this tab. The level to
 * send from is the backend's choice for the customer (GET log-settings: the environment's, or debug
 * under the dogfood flag), read once per session; if it cannot be read, the build's environment's.
 */
export async function sendAppLog(level: LogLevel, component: string, message: string): Promise<void> {
  const token = sessionStore.get()?.token.value ?? null;
  if (!token) return hold({ level, component, message });
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
