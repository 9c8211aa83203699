import { describe, expect, it } from 'vitest';
import { importViolations } from './import-rules.ts';

describe('the import rules', () => {
  it('keeps the arrows services -> platform -> core and the sandbox outside', () => {
    expect(
      importViolations([
        { from: 'services/bank-api/modules/pix/send/pix-send.ts', to: 'platform/database/transaction.ts' },
        { from: 'services/financing-api/down-payment/x.ts', to: 'services/bank-api/public.ts' },
        { from: 'sandbox/seed.ts', to: 'services/bank-api/public.ts' },
        { from: 'app.ts', to: 'sandbox/outside-world.ts' },
        { from: 'services/gateway/gateway.test.ts', to: 'test/test-app.ts' },
      ]),
    ).toEqual([]);
  });

  it('names each import that breaks them', () => {
    expect(
      importViolations([
        { from: 'services/bank-api/modules/pix/pix-send.ts', to: 'sandbox/create-customer.ts' },
        { from: 'platform/database/schema.ts', to: 'services/gateway/gateway.table.ts' },
        {
          from: 'services/financing-api/refund.ts',
          to: 'services/bank-api/modules/ledger/ledger.service.ts',
        },
        { from: 'sandbox/history.ts', to: 'services/bank-api/modules/account/receipt.repository.ts' },
        { from: 'services/gateway/gateway.plugin.ts', to: 'test/test-app.ts' },
        { from: 'services/bank-api/modules/account-state/x.ts', to: 'services/financing-api/public.ts' },
      ]),
    ).toEqual([
      'services/bank-api/modules/pix/pix-send.ts -> sandbox/create-customer.ts: only app.ts wires the sandbox in',
      'platform/database/schema.ts -> services/gateway/gateway.table.ts: platform/ imports only platform/',
      'services/financing-api/refund.ts -> services/bank-api/modules/ledger/ledger.service.ts: another service is reached only through services/bank-api/public.ts',
      'sandbox/history.ts -> services/bank-api/modules/account/receipt.repository.ts: another service is reached only through services/bank-api/public.ts',
      'services/gateway/gateway.plugin.ts -> test/test-app.ts: only tests import the test helpers',
      'services/bank-api/modules/account-state/x.ts -> services/financing-api/public.ts: the bank never depends on the financing service: the financing service uses the bank (decision 0042)',
    ]);
  });
});
