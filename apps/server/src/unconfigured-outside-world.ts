import type { BankPorts } from './services/bank-api/public.ts';
import type { FinancingPorts } from './services/financing-api/public.ts';

/**
 * The outside world in production mode until a real adapter is written for each party
 * (docs/decisions/0007-ports-and-front-doors.md). The sandbox's implementations never serve
 * production: a call that needs a party with no adapter fails (an internal error, logged with the
 * party's name, the customer sees the technical-issue message) instead of answering with sandbox
 * values, and the catalogue offers no phone.
 */
export class OutsidePartyNotConfigured extends Error {
  constructor(party: string) {
    super(`no adapter is configured for the outside party: ${party}`);
    this.name = 'OutsidePartyNotConfigured';
  }
}

function refuse(party: string): never {
  throw new OutsidePartyNotConfigured(party);
}

/** The parties production mode has no adapter for yet, named for the start-up warning. */
export const UNCONFIGURED_PARTIES = [
  'CEP directory',
  'Pix key code sender (SMS, e-mail)',
  'credit bureau',
  'identity provider (financing)',
  'phone catalogue and insurer',
  'phone operators (recharge)',
  'ATM network',
  'other banks (STR directory and TED)',
  'identity provider (guaranteed-credit card)',
  'CDB custodian (guaranteed-credit card)',
  'identity provider (profile changes)',
  'FGTS operator (Caixa)',
  'salary-portability registry',
] as const;

export function unconfiguredOutsideWorld(): { bank: BankPorts; financing: FinancingPorts } {
  return {
    bank: {
      ceps: { find: () => refuse('CEP directory') },
      pixKeyCodes: { send: async () => refuse('Pix key code sender') },
      // The bank's settlement account at the central bank, as its ledger names it.
      clearing: { code: 'settlement-central-bank' },
      phoneOperators: {
        operatorsFor: async () => refuse('phone operators'),
        productsOf: async () => refuse('phone operators'),
        topUp: async () => refuse('phone operators'),
      },
      atmNetwork: { read: async () => refuse('ATM network'), release: async () => refuse('ATM network') },
      bankDirectory: { banks: () => refuse('STR directory'), hasAgency: () => refuse('STR directory') },
      tedNetwork: { send: async () => refuse('STR (TED)') },
      guaranteeCustody: { register: () => refuse('CDB custodian') },
      identity: {
        readDocument: async () => refuse('identity provider'),
        checkLiveness: async () => refuse('identity provider'),
      },
      cdi: { dailyRates: () => refuse('CDI publisher') },
      fgtsOperator: {
        consult: async () => refuse('FGTS operator'),
        pledge: async () => refuse('FGTS operator'),
        release: async () => refuse('FGTS operator'),
      },
      portabilityRegistry: {
        register: async () => refuse('salary-portability registry'),
        cancel: async () => refuse('salary-portability registry'),
      },
      exchangeRates: { rateOn: () => refuse('exchange rates') },
    },
    financing: {
      creditBureau: { consult: () => refuse('credit bureau') },
      identityProvider: { checkLiveness: () => refuse('identity provider') },
      addresses: { find: () => refuse('CEP directory') },
      catalogue: {
        models: [],
        findSku: () => undefined,
        findModel: () => undefined,
        cheapestAvailableSku: () => undefined,
        image: () => refuse('phone catalogue'),
      },
      insurer: { sku: '', names: [], options: () => [] },
    },
  };
}
