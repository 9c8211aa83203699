import type { BankPorts } from '../services/bank-api/public.ts';
import type { FinancingPorts } from '../services/financing-api/public.ts';
import { sandboxAtmNetwork } from './atm-network.ts';
import { sandboxCdiPublisher } from './cdi-rates.ts';
import { SANDBOX_CEPS } from './ceps.ts';
import { SANDBOX_CLEARING } from './create-customer.ts';
import { sandboxExchangeRates } from './exchange-rates.ts';
import { sandboxFgtsOperator } from './fgts-operator.ts';
import {
  cheapestAvailableSku,
  findModel,
  findSku,
  INSURANCE_NAMES,
  INSURANCE_SKU,
  insuranceOptions,
  PHONE_CATALOGUE,
} from './financing/catalogue.ts';
import { consultCreditBureau } from './financing/credit-bureau.ts';
import { checkLiveness } from './financing/identity-provider.ts';
import { renderPhoneSvg } from './financing/phone-images.ts';
import { sandboxGuaranteeCustody } from './guarantee-custody.ts';
import { sandboxIdentityProvider } from './onboarding-identity.ts';
import { sandboxBankDirectory, sandboxTedNetwork } from './other-banks.ts';
import { sandboxPhoneOperators } from './phone-operators.ts';
import { sandboxValidationCode } from './pix-token.ts';
import { sandboxPortabilityRegistry } from './portability-registry.ts';
import { createBankClock, type SandboxClock } from './sandbox-clock.ts';

/** The sandbox as the bank's outside world: every port the services declare, implemented here. */
export interface SandboxOutsideWorld {
  clock: SandboxClock;
  bank: BankPorts;
  financing: FinancingPorts;
}

/** The sandbox's outside world over a base clock (the machine's, or a test's). */
export function sandboxOutsideWorld(base?: () => Date): SandboxOutsideWorld {
  return {
    clock: createBankClock(base),
    bank: {
      ceps: { find: (cep) => SANDBOX_CEPS[cep] },
      // No SMS or e-mail leaves the sandbox: the code is the deterministic one README.md lists.
      pixKeyCodes: { send: async (tipo, chave) => sandboxValidationCode(tipo, chave) },
      clearing: SANDBOX_CLEARING,
      phoneOperators: sandboxPhoneOperators,
      atmNetwork: sandboxAtmNetwork,
      // The other banks: their list, agencies and TED answers (other-banks.ts).
      bankDirectory: sandboxBankDirectory,
      tedNetwork: sandboxTedNetwork,
      // The CDB custodian: a guarantee ending in 77 centavos is left pending (FINALIZADA_COM_ERROS).
      guaranteeCustody: sandboxGuaranteeCustody,
      // Every face check of the bank (profile changes, unblock, credit card, FGTS) is the account-opening
      // provider's liveness (onboarding-identity.ts): Iara and Lara are never alive.
      identity: sandboxIdentityProvider,
      // The CDI: 14,90% a.a. on every working day (cdi-rates.ts).
      cdi: sandboxCdiPublisher,
      // Caixa as the FGTS operator: the demo workers' FGTS by CPF (fgts-operator.ts).
      fgtsOperator: sandboxFgtsOperator,
      // The salary-portability registry: the employer's CNPJ decides the answer (portability-registry.ts).
      portabilityRegistry: sandboxPortabilityRegistry,
      // The US dollar: R$ 5,2800 plus R$ 0,0123 a day of the month (exchange-rates.ts).
      exchangeRates: sandboxExchangeRates,
    },
    financing: {
      creditBureau: { consult: consultCreditBureau },
      identityProvider: { checkLiveness },
      addresses: { find: (cep) => SANDBOX_CEPS[cep] },
      catalogue: {
        models: PHONE_CATALOGUE,
        findSku,
        findModel,
        cheapestAvailableSku,
        image: renderPhoneSvg,
      },
      insurer: { sku: INSURANCE_SKU, names: Object.values(INSURANCE_NAMES), options: insuranceOptions },
    },
  };
}
