import type { Environment } from '../environment/index.ts';

/**
 * The app's log records (cross-cutting.md sections 3, 5 and 9): a record's fields, its levels, the
 * minimum level per environment, the sensitive-word filter and the size limit. Both the app, before
 * sending, and the product backend, before storing, apply them.
 */
export const LOG_LEVEL = { debug: 0, info: 1, warn: 2, error: 3 } as const;
export type LogLevel = (typeof LOG_LEVEL)[keyof typeof LOG_LEVEL];

/** "Log levels: prod 2, staging 1, dev 0": the lowest level each environment sends. */
export const MIN_LOG_LEVEL: Readonly<Record<Environment, LogLevel>> = {
  development: LOG_LEVEL.debug,
  staging: LOG_LEVEL.info,
  production: LOG_LEVEL.warn,
};

/** cross-cutting.md section 9, Logging defaults: the app's log settings unless the backend says otherwise. */
export const LOG_DEFAULTS = {
  /** The periodic upload of kept logs: off. */
  scheduler: false,
  /** How often (hours) the scheduler would run. */
  frequency: 24,
  /** Characters of text per record. */
  appLogLimit: 2000,
  arbitrationLog: 6000,
  closingLog: 20000,
  /** Old records kept on the device at most. */
  oldLogLimit: 100,
} as const;

/** What the product backend answers the app: the level to send from, and the defaults above. */
export type LogSettings = { level: LogLevel } & {
  [K in keyof typeof LOG_DEFAULTS]: (typeof LOG_DEFAULTS)[K];
};

/**
 * The level the backend chooses for a customer (cross-cutting.md sections 6 and 9): the environment's,
 * or everything from debug up while the dogfood logging flag is on for them ("raises the log level").
 */
export function logLevelFor(environment: Environment, dogfood: boolean): LogLevel {
  return dogfood ? LOG_LEVEL.debug : MIN_LOG_LEVEL[environment];
}

/** The spec's log record. */
export interface LogRecord {
  category: string;
  loglevel: LogLevel;
  logs: string;
  component: string;
  /** Epoch ms on the device. */
  eventTime: number;
  eventTimeString: string;
  webviewVersion: string;
}

/** A log payload, like a metrics payload, stays under 5000 bytes. */
export const LOG_MAX_BYTES = 5000;

/**
 * "A log line is never sent if it contains the words for two-factor auth, password, new password,
 * current PIN, new PIN or old PIN": in both languages and in the field names the app and the bank use
 * (senha, novaSenha, password, 2FA, pinAtual, novoPin, oldPin...). The whole line is dropped, never
 * cut, so nothing around the word leaks either.
 */
const SENSITIVE = [
  /2\s*fa/i,
  /two[\s_-]*factor/i,
  /dois[\s_-]*fatores/i,
  /senha/i,
  /pass\s*word/i,
  /passwd/i,
  /\bpin\b/i,
  /pin[\s_-]*(atual|novo|antigo)/i,
  /(current|new|old|novo|antigo)[\s_-]*pin/i,
  /pinAtual|novoPin|pinAntigo|currentPin|newPin|oldPin/i,
];

export function isSensitiveLogText(text: string): boolean {
  return SENSITIVE.some((pattern) => pattern.test(text));
}

/** The size of a record on the wire, in UTF-8 bytes. */
export function logRecordBytes(record: LogRecord): number {
  return new TextEncoder().encode(JSON.stringify(record)).length;
}
