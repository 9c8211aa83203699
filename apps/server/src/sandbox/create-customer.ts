import { randomUUID } from 'node:crypto';
import { centavos } from '@carteira/core/money';
import type { Address, ClearingAccount } from '../services/bank-api/public.ts';
import {
  BRANCH,
  findSystemAccount,
  hashPassword,
  hashPin,
  insertAccount,
  insertCustomer,
  insertPin,
  MOVEMENT_KINDS,
  postMovement,
} from '../services/bank-api/public.ts';
import type { Trx } from '../tables.ts';

/** The sandbox's outside world: every real coming in or going out of the bank passes through it. */
export const CLEARING_CODE = 'sandbox-clearing';

/** The bank's clearing account port, as the sandbox implements it. */
export const SANDBOX_CLEARING: ClearingAccount = { code: CLEARING_CODE };

export async function ensureClearingAccount(trx: Trx, openedAt: Date): Promise<string> {
  const existing = await findSystemAccount(trx, CLEARING_CODE);
  if (existing) return existing.id;
  const id = randomUUID();
  await insertAccount(trx, {
    id,
    kind: 'system',
    customerId: null,
    code: CLEARING_CODE,
    agencia: null,
    numero: null,
    descricao: 'Compensação do sandbox (outros bancos e o mundo externo)',
    allowNegative: true,
    openedAt,
  });
  return id;
}

export interface NewCustomer {
  nome: string;
  apelido?: string;
  cpf: string;
  senha: string;
  pin: string;
  conta: string;
  email?: string;
  dataNascimento?: string;
  ddd?: string;
  telefone?: string;
  endereco?: Address;
  openedAt: Date;
  /** The password's hash when the caller already has it (the seed hashes the shared demo password once). */
  passwordHash?: Promise<string>;
}

/** A customer with one checking account (agency 0001) and its PIN. */
export async function createCustomer(trx: Trx, c: NewCustomer, pinPepper: string) {
  const customerId = randomUUID();
  const accountId = randomUUID();
  const [passwordHash, pinHash] = await Promise.all([
    c.passwordHash ?? hashPassword(c.senha),
    hashPin(accountId, c.pin, pinPepper),
  ]);
  await insertCustomer(trx, {
    id: customerId,
    cpf: c.cpf,
    nome: c.nome,
    apelido: c.apelido ?? null,
    email: c.email ?? null,
    dataNascimento: c.dataNascimento ?? null,
    ddd: c.ddd ?? null,
    telefone: c.telefone ?? null,
    endereco: c.endereco ?? null,
    passwordHash,
    createdAt: c.openedAt,
  });
  await insertAccount(trx, {
    id: accountId,
    kind: 'customer',
    customerId,
    code: null,
    agencia: BRANCH,
    numero: c.conta,
    descricao: 'Conta corrente',
    allowNegative: false,
    openedAt: c.openedAt,
  });
  await insertPin(trx, accountId, pinHash);
  return { customerId, accountId };
}

/** Money from the outside world (a Pix from another bank) into an account, through the ledger. */
export async function depositFromOutside(
  trx: Trx,
  accountId: string,
  amount: number,
  options: { from?: string; at?: Date; kind?: 'PIX_RECEBIDO' | 'TED_RECEBIDA' | 'SALARIO' } = {},
) {
  const clearing = await ensureClearingAccount(trx, options.at ?? new Date());
  const kind = options.kind ?? 'PIX_RECEBIDO';
  return postMovement(trx, {
    kind,
    typeId: MOVEMENT_KINDS[kind].typeId,
    description: MOVEMENT_KINDS[kind].label,
    ...(options.at ? { at: options.at } : {}),
    legs: [
      { accountId: clearing, amount: centavos(-amount), counterpartyName: null },
      { accountId, amount: centavos(amount), counterpartyName: options.from ?? 'Outro banco' },
    ],
  });
}
