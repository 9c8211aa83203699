import type { SessionStore } from '../lib/session/session-store.ts';
import type { NativeBridge } from '../native/bridge-types.ts';

interface HistoryLike {
  location: { pathname: string };
  listen(listener: (update: { location: { pathname: string } }) => void): () => void;
}

/**
 * Page metrics (cross-cutting.md section 3, Analytics event): when the customer leaves a page, its
 * name and the time spent on it go through the bridge. In a browser the bridge posts metrics to the
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
  let since = now();
  return history.listen((update) => {
    const next = update.location.pathname;
    if (next === page) return;
    const left = page;
    const spent = now() - since;
    page = next;
    since = now();
    const current = session.get();
    void import('../lib/telemetry/metrics.ts')
      .then(({ pageMetric, submitAll }) => submitAll(bridge, [pageMetric(left, spent, current)]))
      .catch(() => {});
  });
}
