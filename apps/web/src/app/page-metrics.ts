import type { SessionStore } from '../lib/session/session-store.ts';
import type { NativeBridge } from '../native/bridge-types.ts';

interface HistoryLike {
  location: { pathname: string; state?: unknown };
  listen(listener: (update: { location: { pathname: string; state?: unknown } }) => void): () => void;
}

/** The entry point a page was opened with: `external` when its state says so (a banner's QR code), else the app's. */
function entryPointOf(state: unknown): string | undefined {
  const entry = (state as { entryPoint?: unknown } | null | undefined)?.entryPoint;
  return entry === 'external' ? entry : undefined;
}

/**
 * Page metrics (cross-cutting.md section 3, Analytics event): when the customer leaves a page, its
 * name, the time spent on it and the entry point it was opened by go through the bridge. In a browser the bridge posts metrics to the
 * product backend with the session's token; that sender is registered here, at start.
 */
export function startPageMetrics(deps: {
  history: HistoryLike;
  bridge: NativeBridge;
  session: SessionStore;
  now?: () => number;
}): () => void {
  const { history, bridge, session, now = Date.now } = deps;
  if (bridge.kind === 'browser') {
    void Promise.all([import('../native/browser-bridge.ts'), import('../lib/financing/product-backend.ts')])
      .then(([{ setBrowserMetricSender }, { postMetric }]) =>
        setBrowserMetricSender((event) =>
          postMetric({ bankToken: () => session.get()?.token.value ?? null }, event),
        ),
      )
      .catch(() => {});
  }
  let page = history.location.pathname;
  let entry = entryPointOf(history.location.state);
  let since = now();
  return history.listen((update) => {
    const next = update.location.pathname;
    if (next === page) return;
    const left = page;
    const leftEntry = entry;
    const spent = now() - since;
    page = next;
    entry = entryPointOf(update.location.state);
    since = now();
    const current = session.get();
    void import('../lib/telemetry/metrics.ts')
      .then(({ pageMetric, submitAll }) =>
        submitAll(bridge, [pageMetric(left, spent, current, undefined, leftEntry)]),
      )
      .catch(() => {});
  });
}
