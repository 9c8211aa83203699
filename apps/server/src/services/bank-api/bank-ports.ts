import type { IdentityProvider } from '../onboarding-api/public.ts';
import type { AtmNetwork } from './modules/atm/atm-network.ts';
import type { BankDirectory } from './modules/banks/bank-directory.ts';
import type { CdiPublisher } from './modules/credit-card/cdi-rates.port.ts';
import type { ExchangeRates } from './modules/credit-card/exchange-rates.port.ts';
import type { GuaranteeCustody } from './modules/credit-card/guarantee-custody.port.ts';
import type { FgtsOperator } from './modules/fgts/fgts-operator.ts';
import type { PixKeyCodeSender } from './modules/pix/keys/pix-key-codes.ts';
import type { ClearingAccount } from './modules/pix/send/clearing-account.ts';
import type { PhoneOperators } from './modules/recharge/phone-operators.ts';
import type { PortabilityRegistry } from './modules/salary-portability/portability-registry.ts';
import type { TedNetwork } from './modules/ted/ted-network.ts';
import type { CepDirectory } from './modules/utilities/cep-directory.ts';

/**
 * The outside parties the bank talks to, each an interface declared beside the module that needs it
 * (docs/decisions/0007-ports-and-front-doors.md). app.ts passes them in; the sandbox implements them.
 */
export interface BankPorts {
  ceps: CepDirectory;
  pixKeyCodes: PixKeyCodeSender;
  clearing: ClearingAccount;
  /** The mobile operators, through a recharge aggregator (top-ups). */
  phoneOperators: PhoneOperators;
  /** The shared ATM network (withdrawals by the QR code an ATM shows). */
  atmNetwork: AtmNetwork;
  /** The other banks of the STR: the bank list and their agencies. */
  bankDirectory: BankDirectory;
  /** The STR and the receiving banks: TEDs out, and their returns. */
  tedNetwork: TedNetwork;
  /** The CDB custodian: registers the guarantee of a signed contract (guaranteed-credit card). */
  guaranteeCustody: GuaranteeCustody;
  /**
   * The identity provider (the onboarding service's port, the one that checked the customer's face at
   * account opening): the bank's every face check goes through its liveness check: a profile change
   * (e-mail, phone, mailing address), the unblock of an account, the guaranteed-credit card's contract,
   * redemption and investment, and the FGTS advance (decision 0033).
   */
  identity: IdentityProvider;
  /** The CDI's daily rate (the guarantee's yield). */
  cdi: CdiPublisher;
  /** The FGTS operator (Caixa): the worker's FGTS accounts and the lock of pledged anniversaries. */
  fgtsOperator: FgtsOperator;
  /** The interbank salary-portability registry (CIP-like): requests, their answers, cancellations. */
  portabilityRegistry: PortabilityRegistry;
  /** The day's exchange rate a card purchase abroad is converted at. */
  exchangeRates: ExchangeRates;
}
