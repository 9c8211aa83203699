import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_CUSTOMERS, type DemoCustomer, SANDBOX_DEVICE } from '../sandbox/customers.ts';
import type { BankAnswer } from '../services/bank-api/bank-answer.ts';

export const [ANA, BRUNO, CARLA, DANIEL] = DEMO_CUSTOMERS as [
  DemoCustomer,
  DemoCustomer,
  DemoCustomer,
  DemoCustomer,
];

/** One bank call as the gateway would make it, with the common fields the web client adds. */
export function call(app: FastifyInstance, path: string, body: Record<string, unknown> = {}, token?: string) {
  return app.bank.dispatch({
    path,
    method: 'POST',
    body: {
      chaveDeIdempotencia: randomUUID(),
      metadados: [
        { tipo: 1, valor: 'web' },
        { tipo: 2, valor: 'test' },
        // the device the seed trusts for every demo customer
        { tipo: 12, valor: SANDBOX_DEVICE.id },
      ],
      organizationUnitId: 1,
      ...body,
    },
    ...(token ? { token } : {}),
  });
}

export function resultOf<T = Record<string, unknown>>(answer: BankAnswer): T {
  if (!answer.success) throw new Error(`expected success, got ${JSON.stringify(answer)}`);
  return answer.result as T;
}

export function expectError(answer: BankAnswer, status: number, code: number): void {
  expect(answer.success).toBe(false);
  if (answer.success) return;
  expect({ status: answer.status, code: answer.error.code }).toEqual({ status, code });
}

export interface LoggedIn {
  token: string;
  customerId: string;
  accountId: string;
}

export async function login(app: FastifyInstance, who: { cpf: string; senha: string }): Promise<LoggedIn> {
  const answer = await call(app, 'autenticar/cliente', { identificacaoFiscal: who.cpf, senha: who.senha });
  const result = resultOf<{
    accessToken: string;
    chaveDeCliente: string;
    contas: Array<{ chaveDeConta: string }>;
  }>(answer);
  const account = result.contas[0];
  if (!account) throw new Error('no account');
  return { token: result.accessToken, customerId: result.chaveDeCliente, accountId: account.chaveDeConta };
}

export function transfer(
  app: FastifyInstance,
  from: LoggedIn,
  to: { conta: string },
  valor: number,
  options: { pin: string; key?: string; descricao?: string },
) {
  return call(
    app,
    'transferencias/efetuar-transferencia-entre-contas-arbi',
    {
      chaveDeConta: from.accountId,
      pin: options.pin,
      valor,
      agenciaDestino: '0001',
      contaDestino: to.conta,
      ...(options.key ? { chaveDeIdempotencia: options.key } : {}),
      ...(options.descricao ? { descricao: options.descricao } : {}),
    },
    from.token,
  );
}

/** The account's balance as the bank answers it (reais). */
export async function balanceOf(app: FastifyInstance, who: LoggedIn): Promise<number> {
  return resultOf<{ saldo: number }>(
    await call(app, 'conta/consultar-saldo', { chaveDeConta: who.accountId }, who.token),
  ).saldo;
}

/** Registers a random (EVP) Pix key for the customer's account and returns it. */
export async function registerEvp(app: FastifyInstance, who: LoggedIn): Promise<string> {
  return resultOf<{ chaveEnderecamento: string }>(
    await call(app, 'pix/enderecamento/cadastrar-chave-evp', { chaveDeConta: who.accountId }, who.token),
  ).chaveEnderecamento;
}
