import {
  isSensitiveLogText,
  LOG_DEFAULTS,
  LOG_LEVEL,
  LOG_MAX_BYTES,
  type LogLevel,
  type LogRecord,
  logRecordBytes,
  MIN_LOG_LEVEL,
} from '@carteira/core/logging';
import { WEBVIEW_VERSION } from '../../native/bridge-types.ts';
import { ENVIRONMENT } from '../environment.ts';

/** cross-cutting.md section 9, Logging defaults: "app log limit 2000" characters of text per record. */
export const APP_LOG_LIMIT = LOG_DEFAULTS.appLogLimit;

/** A CPF written in a message, formatted or not: masked before the record leaves the device. */
const CPF_LIKE = /\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g;

export interface AppLoggerDeps {
  /** Sends one record; resolves whatever happened (a log never breaks the page). */
  send: (record: LogRecord) => Promise<unknown>;
  /** The lowest level sent: the backend's choice, else the environment's (production 2, staging 1, development 0). */
  minLevel?: LogLevel;
  /** Characters of text per record (the backend's appLogLimit; 2000 by default). */
  textLimit?: number;
  now?: () => number;
}

export interface AppLogger {
  log(level: LogLevel, component: string, message: string, category?: string): LogRecord | null;
}

/**
 * The app's log records (cross-cutting.md sections 3, 5 and 9): below the environment's level nothing
 * is sent; a line holding a sensitive word (2FA, password, the PINs) is dropped whole; the text is cut
 * at 2000 characters and a record of 5000 bytes or more is not sent.
 */
export function createAppLogger(deps: AppLoggerDeps): AppLogger {
  const { send, minLevel = MIN_LOG_LEVEL[ENVIRONMENT], textLimit = APP_LOG_LIMIT, now = Date.now } = deps;
  return {
    log(level, component, message, category = 'app') {
      if (level < minLevel) return null;
      if ([component, message, category].some(isSensitiveLogText)) return null;
      const time = now();
      const record: LogRecord = {
        category,
        loglevel: level,
        logs: message.replace(CPF_LIKE, '***').slice(0, textLimit),
        component,
        eventTime: time,
        eventTimeString: new Date(time).toISOString(),
        webviewVersion: WEBVIEW_VERSION,
      };
      if (logRecordBytes(record) >= LOG_MAX_BYTES) return null;
      try {
        send(record).catch(() => {});
      } catch {
        // a log never breaks the page
      }
      return record;
    },
  };
}

export { LOG_LEVEL };
