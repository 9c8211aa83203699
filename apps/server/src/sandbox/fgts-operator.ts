import { cpfCheckDigits } from '@carteira/core/br';
import type { IsoDate } from '@carteira/core/calendar';
import { centavos } from '@carteira/core/money';
import type { FgtsConsultation, FgtsOperator } from '../services/bank-api/public.ts';

const cpf = (base: string) => `${base}${cpfCheckDigits(base)}`;

/**
 * Caixa as the FGTS operator, in the sandbox (README.md, "FGTS operator"). By CPF:
 * - Hélio (731.052.864-xx): opted in on 2020-05-04, this bank authorised; FGTS R$ 2.000,00; June.
 * - Irene (731.052.865-xx): not opted in to the anniversary withdrawal: not registered.
 * - Jonas (731.052.866-xx): this year's withdrawal already in payment: anniversary too close.
 * - Luiza (731.052.867-xx): opted in and authorised, FGTS R$ 150,00 (R$ 75,00 a year: under R$ 100).
 * - Murilo (731.052.868-xx): the operator does not answer (unavailable).
 * - every other customer: not registered.
 * A pledge is locked for Hélio and Luiza (the registered ones); refused for anyone else. A release
 * (the worker withdrew from the advance) is granted for the same ones.
 */
export const SANDBOX_FGTS: Readonly<Record<string, FgtsConsultation>> = {
  [cpf('731052864')]: {
    status: 'ok',
    balance: centavos(200_000),
    birthMonth: 6,
    optInDate: '2020-05-04' as IsoDate,
  },
  [cpf('731052865')]: { status: 'not-registered' },
  [cpf('731052866')]: { status: 'anniversary-too-close' },
  [cpf('731052867')]: {
    status: 'ok',
    balance: centavos(15_000),
    birthMonth: 3,
    optInDate: '2021-01-11' as IsoDate,
  },
  [cpf('731052868')]: { status: 'unavailable' },
};

export const sandboxFgtsOperator: FgtsOperator = {
  async consult({ cpf: who }) {
    return SANDBOX_FGTS[who] ?? { status: 'not-registered' };
  },
  async pledge({ cpf: who }) {
    return { locked: SANDBOX_FGTS[who]?.status === 'ok' };
  },
  async release({ cpf: who }) {
    return { released: SANDBOX_FGTS[who]?.status === 'ok' };
  },
};
