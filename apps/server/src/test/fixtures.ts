import { cpfCheckDigits } from '@carteira/core/br';
import { withTransaction } from '../platform/database/transaction.ts';
import { accountNumber } from '../sandbox/account-number.ts';
import { createCustomer, depositFromOutside } from '../sandbox/create-customer.ts';
import { type LoggedIn, login } from './bank-helpers.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

export interface FixtureCustomer extends LoggedIn {
  cpf: string;
  senha: string;
  pin: string;
  conta: string;
  nome: string;
}

/** A new customer with one account holding `balance` centavos (funded from the sandbox clearing), logged in. */
export async function openCustomer(t: TestApp, balance: number, pin = '2468'): Promise<FixtureCustomer> {
  counter += 1;
  const seed = (process.pid * 7919 + counter * 104_729) % 9_000_000;
  const base = String(200_000_000 + seed * 7 + counter).slice(0, 9);
  const cpf = `${base}${cpfCheckDigits(base)}`;
  const conta = accountNumber(String(3_000_000 + ((seed + counter) % 6_999_999)).padStart(7, '0'));
  const nome = `Cliente Teste ${counter}`;
  const senha = 'senha-teste-1';
  await withTransaction(t.db, async (trx) => {
    const { accountId } = await createCustomer(
      trx,
      { nome, cpf, senha, pin, conta, openedAt: new Date() },
      t.config.pinPepper,
    );
    if (balance > 0) await depositFromOutside(trx, accountId, balance);
  });
  const session = await login(t.app, { cpf, senha });
  return { ...session, cpf, senha, pin, conta, nome };
}
