import { type Boleto, readBoleto } from '@carteira/core/boleto';
import type { IsoDate } from '@carteira/core/calendar';
import { centavos, formatBRL } from '@carteira/core/money';
import type { Executor } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import {
  accountNotFound,
  alreadyPaid,
  amountRefused,
  boletoNotFound,
  clearingUnavailable,
  notPayable,
  unreadable,
} from './boleto.errors.ts';
import { findPaymentByBarcode } from './boleto.repository.ts';
import type { BoletoClearingHouse, RegisteredBoleto } from './clearing-house.ts';

// What paying a boleto now and scheduling it both check first: the code read, the registration at the
// clearing house, the amount, the payer's own account.

export interface BoletoCode {
  linhaDigitavel?: string | undefined;
  codigoDeBarras?: string | undefined;
}

export function clearingOf(deps: BankDeps): BoletoClearingHouse {
  if (!deps.boletoClearing) throw clearingUnavailable();
  return deps.boletoClearing;
}

/** Reads the code the app sent (the line or the barcode); the same check the app made before the call. */
export function readCode(code: BoletoCode, today: IsoDate): Boleto {
  const reading = readBoleto(code.linhaDigitavel ?? code.codigoDeBarras ?? '', today);
  if (!reading.ok) throw unreadable(reading.problem);
  return reading.boleto;
}

/** The registration on `paymentDate`, refused when unknown, paid (here or elsewhere) or past its limit. */
export async function registrationOf(
  db: Executor,
  clearing: BoletoClearingHouse,
  boleto: Boleto,
  paymentDate: IsoDate,
): Promise<RegisteredBoleto> {
  if (await findPaymentByBarcode(db, boleto.barcode)) throw alreadyPaid();
  const registered = await clearing.lookup(boleto, paymentDate);
  if (!registered) throw boletoNotFound();
  if (registered.paid) throw alreadyPaid();
  if (registered.payableUntil && paymentDate > registered.payableUntil) {
    throw notPayable(`Pagável até ${registered.payableUntil.split('-').reverse().join('/')}`);
  }
  return registered;
}

/** The amount to pay: the updated amount, or one the payer chose when the boleto lets them. */
export function amountToPay(registered: RegisteredBoleto, asked: number | undefined): number {
  if (!registered.amountEditable) {
    if (asked !== undefined && asked !== registered.updated) {
      throw amountRefused(`Valor do boleto: ${formatBRL(centavos(registered.updated))}`);
    }
    return registered.updated;
  }
  const amount = asked ?? registered.updated;
  if (amount < registered.minAmount || amount > registered.maxAmount || amount <= 0) {
    const brl = (v: number) => formatBRL(centavos(v));
    throw amountRefused(`Valor entre ${brl(registered.minAmount)} e ${brl(registered.maxAmount)}`);
  }
  return amount;
}

export async function ownedAccount(db: Executor, session: BankSession, chaveDeConta: string) {
  const account = await findOwnedAccount(db, session.customerId, chaveDeConta);
  if (!account) throw accountNotFound();
  return account;
}

export interface PayOrder extends BoletoCode {
  chaveDeConta: string;
  pin: string;
  valor?: number | undefined;
  dataPagamento?: string | undefined;
}
