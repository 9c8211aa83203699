import { setBrowserMetricSender } from '../../native/browser-bridge.ts';
import { sessionStore } from '../session/session.ts';
import { createFinancingClient } from './financing-client.ts';
import { fetchFinancingCredentials, type ProductBackendDeps, postMetric } from './product-backend.ts';

/** The product backend seen with the customer's bank token. */
export const productBackend: ProductBackendDeps = {
  bankToken: () => sessionStore.get()?.token.value ?? null,
  // like a 401 from the bank: the session is over and the private-route guard asks for a new login
  onUnauthorized: () => sessionStore.clear('expired'),
};

/** The app's financing service client; its token dies with the customer's session. */
export const financing = createFinancingClient({
  credentials: () => fetchFinancingCredentials(productBackend),
});

sessionStore.onEnd(() => financing.reset());

// In a plain browser the bridge's metrics go to the product backend with the bank token; a refused
// metric never ends the session (no onUnauthorized).
setBrowserMetricSender((event) => postMetric({ bankToken: productBackend.bankToken }, event));
