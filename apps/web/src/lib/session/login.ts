import { bank } from '../bank/bank.ts';
import { BankError } from '../bank/bank-error.ts';
import type { Session } from './session-store.ts';
import { bankTokenExpiry } from './token-expiry.ts';

interface LoginAccount {
  chaveDeConta: string;
  agencia: string;
  numero: string;
  banco: string;
}

interface LoginResult {
  accessToken: string;
  expiresIn: number;
  chaveDeCliente: string;
  nome: string;
  contas: LoginAccount[];
}

export interface Credentials {
  /** 11 digits. */
  cpf: string;
  password: string;
}

/** Login succeeded but the customer has no account (NO_ACCOUNT). */
export const NO_ACCOUNT_CODE = -1;

/** autenticar/cliente: tax-id login; the first account becomes the session's account. */
export async function login({ cpf, password }: Credentials, now: () => number = Date.now): Promise<Session> {
  const result = await bank.call<LoginResult>(
    'autenticar/cliente',
    { identificacaoFiscal: cpf, senha: password },
    { auth: false },
  );
  return sessionOf(result, cpf, now);
}

/**
 * autenticar/novo-dispositivo/confirmar: the code sent to the registered phone confirms this device
 * (the 40123 challenge); the bank trusts it and answers as a login does.
 */
export async function confirmDevice(
  challenge: string,
  code: string,
  cpf: string,
  now: () => number = Date.now,
): Promise<Session> {
  const result = await bank.call<LoginResult>(
    'autenticar/novo-dispositivo/confirmar',
    { chaveDeDesafio: challenge, codigo: code },
    { auth: false },
  );
  return sessionOf(result, cpf, now);
}

/** The session a login's answer opens. */
function sessionOf(result: LoginResult, cpf: string, now: () => number): Session {
  const account = result.contas?.[0];
  if (!account) throw new BankError(NO_ACCOUNT_CODE, 200, 'error.noAccount');
  return {
    clientKey: result.chaveDeCliente,
    accountKey: account.chaveDeConta,
    // the agency is the part before a dash (wallet.md section 3, account as mapped)
    agency: account.agencia.split('-')[0] ?? account.agencia,
    accountNumber: account.numero,
    bankName: account.banco,
    name: result.nome,
    cpf,
    token: { value: result.accessToken, expiresAt: bankTokenExpiry(now(), result.expiresIn) },
  };
}
