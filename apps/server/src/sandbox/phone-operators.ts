import type { PhoneOperators } from '../services/bank-api/public.ts';

/**
 * The sandbox's mobile operators (a recharge aggregator). Vivo, Claro and Tim sell top-ups in every
 * area code; Oi is still listed by the aggregator but sells none (its mobile business was sold in
 * 2022), so the bank leaves it out; the regional Algar and Sercomtel only in their areas. The list
 * comes back unordered, as an aggregator's does: the bank puts Vivo, Claro, Tim and Oi first.
 * Listed in README.md.
 */
const OPERATORS = [
  { id: 'algar', name: 'Algar', ddds: ['16', '17', '18', '34', '35', '37', '64'], amounts: [15, 20, 30, 50] },
  { id: 'tim', name: 'Tim', ddds: 'all', amounts: [10, 15, 20, 30, 50, 100] },
  { id: 'oi', name: 'Oi', ddds: 'all', amounts: [] },
  { id: 'claro', name: 'Claro', ddds: 'all', amounts: [15, 20, 30, 40, 50, 100] },
  { id: 'sercomtel', name: 'Sercomtel', ddds: ['43'], amounts: [10, 20, 30] },
  { id: 'vivo', name: 'Vivo', ddds: 'all', amounts: [15, 20, 25, 30, 35, 40, 50, 100] },
] as const;

/** The subscriber number every operator refuses ("line not enabled for top-ups"), in any DDD. */
export const SANDBOX_RECHARGE_REFUSED_NUMBER = '999990000';

const serves = (op: (typeof OPERATORS)[number], ddd: string) =>
  op.ddds === 'all' || (op.ddds as readonly string[]).includes(ddd);

export const sandboxPhoneOperators: PhoneOperators = {
  async operatorsFor(ddd) {
    return OPERATORS.filter((op) => serves(op, ddd)).map((op) => ({ id: op.id, name: op.name }));
  },
  async productsOf(ddd, operatorId) {
    const op = OPERATORS.find((o) => o.id === operatorId);
    if (!op || !serves(op, ddd)) return null;
    return op.amounts.map((reais) => ({ name: `${op.name} R$ ${reais}`, amount: reais * 100 }));
  },
  async topUp(order) {
    if (order.number === SANDBOX_RECHARGE_REFUSED_NUMBER) {
      return { confirmed: false, reason: 'Linha não habilitada para recarga pela operadora' };
    }
    return {
      confirmed: true,
      operatorReference: `${order.operatorId.toUpperCase()}-${order.reference.slice(0, 8)}`,
    };
  },
};
