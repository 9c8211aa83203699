import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type LoggedIn, login } from './bank-helpers.ts';

/** A clock tests move by hand. */
export function manualClock(start = '2026-10-01T12:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(iso: string) {
      current = new Date(iso).getTime();
    },
  };
}

export interface Financed extends LoggedIn {
  financingToken: string;
  cpf: string;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Bank login, then the product backend's service credential, then the financing service's token. */
export async function financingLogin(
  app: FastifyInstance,
  who: { cpf: string; senha: string },
): Promise<Financed> {
  const bank = await login(app, who);
  const credential = await app.inject({
    method: 'GET',
    url: '/api/product/smartphoneFinanceAuth',
    headers: { authorization: `Bearer ${bank.token}` },
  });
  expect(credential.statusCode).toBe(200);
  const auth = await app.inject({
    method: 'POST',
    url: '/v1/api/authentication',
    payload: credential.json(),
  });
  expect(auth.statusCode).toBe(201);
  return { ...bank, financingToken: auth.json().accessToken, cpf: who.cpf };
}

/** One financing call with the customer's bearer token. */
export async function api(
  app: FastifyInstance,
  who: { financingToken: string } | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${who.financingToken}` } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape
  const body: any = response.body ? safeJson(response.body) : undefined;
  return { status: response.statusCode, body, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The credit analysis body for a customer (income in whole reais). */
export function creditBody(who: { cpf: string }, monthlyIncome = 4000, jobContractType = 'ASSALARIADO') {
  return {
    cpf: who.cpf,
    fullName: 'Cliente de Teste',
    birthdate: '1990-05-20',
    monthlyIncome,
    jobContractType,
    email: 'cliente@example.com',
    phoneNumber: '912345678',
    phoneAreaCode: '11',
    storeUserId: 'store-user-1',
    protection: false,
  };
}
