/**
 * The sandbox as the tests' outside world: a service's tests reach the sandbox through this file,
 * never directly (src/import-graph.test.ts), as the service itself reaches it only through its ports.
 */
import { sandboxOutsideWorld } from '../sandbox/outside-world-ports.ts';

export { sandboxBoletos } from '../sandbox/boleto-registry.ts';
export { SANDBOX_CEPS } from '../sandbox/ceps.ts';
export { depositFromOutside, ensureClearingAccount } from '../sandbox/create-customer.ts';
export { DEMO_CUSTOMERS, SANDBOX_DEVICE_METADATA } from '../sandbox/customers.ts';
export { sandboxFgtsOperator } from '../sandbox/fgts-operator.ts';
export { sandboxSelfie } from '../sandbox/financing/identity-provider.ts';
export { SLOW_MINUTES, sandboxAnalyst } from '../sandbox/onboarding-analyst.ts';
export { SANDBOX_RECHARGE_REFUSED_NUMBER } from '../sandbox/phone-operators.ts';
export { receiveSandboxPix } from '../sandbox/pix-receive.ts';
export { SANDBOX_EMAIL_CODE } from '../sandbox/pix-token.ts';
export { createPrng } from '../sandbox/prng.ts';

/** The bank's ports as the sandbox implements them, for a test that calls a service directly. */
export const sandboxBankPorts = () => sandboxOutsideWorld().bank;
