import type { LogLevel } from '@carteira/core/logging';

/**
 * The app's log, loaded on its first line (the login page's first load carries none of it): the records
 * go to the product backend at the level it chose for the customer (app-log-sender.ts).
 */
export function appLog(level: LogLevel, component: string, message: string): void {
  void import('./app-log-sender.ts').then((m) => m.sendAppLog(level, component, message)).catch(() => {});
}
