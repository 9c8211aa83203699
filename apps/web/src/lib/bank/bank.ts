import { bridge } from '../../native/bridge.ts';
import { sessionStore } from '../session/session.ts';
import { appLog } from '../telemetry/app-log.ts';
import { createBankClient } from './bank-client.ts';
import { createGatewayTransport } from './gateway-transport.ts';
import { deviceMetadata } from './metadata.ts';

/**
 * The app's bank client. A 401 clears the session; the private-route guard then sends the customer to
 * /newLogin with the route they were on and the relogin flag.
 */
export const bank = createBankClient({
  transport: createGatewayTransport(),
  session: sessionStore,
  metadata: () => deviceMetadata(bridge.deviceInfo()),
  // 'Failed to refresh token.' (cross-cutting.md section 4) goes to the app's log, level warn
  warn: (message) => appLog(2, 'bank-client', message),
  // the per-call, failure and alert metrics through the bridge; built in a chunk of their own
  onCall: (report) => {
    void import('../telemetry/metrics.ts')
      .then(({ callMetrics, submitAll }) => submitAll(bridge, callMetrics(report, sessionStore.get())))
      .catch(() => {}); // a metric never breaks the page, nor a chunk that failed to load
  },
});
