import type { MetricEvent, NativeBridge } from '../../native/bridge-types.ts';
import { WEBVIEW_VERSION } from '../../native/bridge-types.ts';
import type { Session } from '../session/session-store.ts';

/** cross-cutting.md section 3: a metrics payload stays under 5000 bytes; a larger one is not sent. */
export const METRIC_MAX_BYTES = 5000;
/** Where the app was entered from: its own navigation; a screen opened from outside says `external`. */
export const ENTRY_POINT = 'app';

/** One bank call as the bank client saw it. */
export interface CallReport {
  path: string;
  ok: boolean;
  httpCode: number;
  /** The bank's error code on a failure. */
  code?: number;
  /** The fields a validation failure named (never their values). */
  validationErrors?: readonly string[];
  responseTime: number;
}

function keys(session: Session | null): Record<string, string> {
  return session ? { chaveDeConta: session.accountKey, chaveDeCliente: session.clientKey } : {};
}

/** The bridge's metric record for one event, or null when it would not fit in 5000 bytes. */
export function metricEvent(
  category: string,
  eventType: string,
  event: Record<string, unknown>,
  now: number = Date.now(),
): MetricEvent | null {
  const record: MetricEvent = {
    category,
    type: 'metrics',
    time: now,
    eventType,
    timezoneOffset: new Date(now).getTimezoneOffset(),
    event,
  };
  const bytes = new TextEncoder().encode(JSON.stringify(record)).length;
  return bytes < METRIC_MAX_BYTES ? record : null;
}

/** Page metrics: the page left, the time spent on it and the entry point it was opened by. */
export function pageMetric(
  pageName: string,
  timeSpent: number,
  session: Session | null,
  now?: number,
  entryPoint: string = ENTRY_POINT,
) {
  return metricEvent(
    'page',
    'page_view',
    { ...keys(session), pageName, timeSpent: Math.max(0, Math.round(timeSpent)), entryPoint },
    now,
  );
}

/** Per-call metrics; a failed call also gives the failure event and the alert-metrics input. */
export function callMetrics(report: CallReport, session: Session | null, now?: number): MetricEvent[] {
  const call = {
    uri: report.path,
    apiName: report.path,
    success: report.ok,
    httpCode: report.httpCode,
    responseTime: Math.max(0, Math.round(report.responseTime)),
    version: WEBVIEW_VERSION,
    entryPoint: ENTRY_POINT,
  };
  const events = [metricEvent('api', 'api_call', { ...keys(session), ...call }, now)];
  if (!report.ok) {
    const code = report.code ?? 0;
    events.push(
      metricEvent(
        'api',
        'api_failure',
        { ...call, errorCode: code, validationErrors: JSON.stringify(report.validationErrors ?? []) },
        now,
      ),
      metricEvent(
        'api',
        'alert',
        { uri: report.path, httpResponseCode: report.httpCode, errorResponse: code },
        now,
      ),
    );
  }
  return events.filter((event): event is MetricEvent => event !== null);
}

/** Hands each event to the bridge: the shell's metrics, or in a browser the product backend. */
export function submitAll(bridge: NativeBridge, events: ReadonlyArray<MetricEvent | null>): void {
  for (const event of events) if (event) bridge.submitMetrics(event);
}
