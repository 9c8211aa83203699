import { toSaoPauloDate } from '@carteira/core/calendar';
import { centavos } from '@carteira/core/money';
import type { AccountRow } from '../services/bank-api/public.ts';
import {
  executeInternalTransfer,
  insertReceipt,
  MOVEMENT_KINDS,
  postMovement,
  receiptParty,
} from '../services/bank-api/public.ts';
import type { Trx } from '../tables.ts';
import type { DemoCustomer } from './customers.ts';
import {
  EMPLOYERS,
  FRIENDS,
  MERCHANTS,
  OPENING_DEPOSITS,
  TRANSFER_NOTES,
  UTILITIES,
} from './outside-world.ts';
import type { Prng } from './prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SeededAccount {
  demo: DemoCustomer;
  customerId: string;
  account: AccountRow;
  balance: number;
}

type Outgoing = 'PIX_ENVIADO' | 'BOLETO_PAGO' | 'RECARGA_CELULAR';
type Incoming = 'PIX_RECEBIDO' | 'TED_RECEBIDA' | 'SALARIO';

async function fromOutside(
  trx: Trx,
  clearing: string,
  a: SeededAccount,
  kind: Incoming,
  amount: number,
  from: string,
  at: Date,
) {
  await postMovement(trx, {
    kind,
    typeId: MOVEMENT_KINDS[kind].typeId,
    description: MOVEMENT_KINDS[kind].label,
    at,
    legs: [
      { accountId: clearing, amount: centavos(-amount), counterpartyName: a.demo.nome },
      { accountId: a.account.id, amount: centavos(amount), counterpartyName: from },
    ],
  });
  a.balance += amount;
}

async function toOutside(
  trx: Trx,
  clearing: string,
  a: SeededAccount,
  kind: Outgoing,
  amount: number,
  to: { nome: string; banco: string },
  at: Date,
) {
  const posted = await postMovement(trx, {
    kind,
    typeId: MOVEMENT_KINDS[kind].typeId,
    description: MOVEMENT_KINDS[kind].label,
    customerId: a.customerId,
    at,
    legs: [
      { accountId: a.account.id, amount: centavos(-amount), counterpartyName: to.nome },
      { accountId: clearing, amount: centavos(amount), counterpartyName: a.demo.nome },
    ],
  });
  await insertReceipt(trx, {
    movementId: posted.movementId,
    operation: MOVEMENT_KINDS[kind].label,
    reason: MOVEMENT_KINDS[kind].label,
    amount,
    payer: receiptParty(a.account),
    destination: { nome: to.nome, identificacaoFiscalMascarada: '', banco: to.banco, agencia: '', conta: '' },
    description: null,
    at,
  });
  a.balance -= amount;
}

/** Without history: one deposit per demo customer, the final balance when one is fixed. */
export async function seedOpeningBalances(
  trx: Trx,
  clearing: string,
  accounts: SeededAccount[],
  seedTime: Date,
) {
  const at = new Date(seedTime.getTime() - HOUR);
  for (const a of accounts) {
    const amount = a.demo.saldoFinal ?? OPENING_DEPOSITS[a.demo.key] ?? 50_000;
    await fromOutside(trx, clearing, a, 'TED_RECEBIDA', amount, 'Depósito inicial', at);
  }
}

/**
 * 90 days of ordinary life, through the ledger: salaries, Pix in and out, bills, top-ups and transfers
 * between the demo customers. Deterministic for a given PRNG; dates count back from `seedTime`.
 */
export async function seedHistory(
  trx: Trx,
  clearing: string,
  accounts: SeededAccount[],
  rng: Prng,
  seedTime: Date,
) {
  const start = seedTime.getTime() - 89 * DAY - 14 * HOUR;
  for (const a of accounts) {
    const deposit = OPENING_DEPOSITS[a.demo.key] ?? 50_000;
    await fromOutside(trx, clearing, a, 'TED_RECEBIDA', deposit, 'Depósito inicial', new Date(start));
  }
  for (let d = 89; d >= 1; d--) {
    const dayStart = seedTime.getTime() - d * DAY - 14 * HOUR;
    const events: Array<{ at: Date; run: () => Promise<void> }> = [];
    const at = (fromHour: number, toHour: number) =>
      new Date(dayStart + rng.int(fromHour * 60, toHour * 60) * 60_000);
    for (const a of accounts) {
      const when = at(0, 1);
      const dayOfMonth = Number(toSaoPauloDate(when).slice(8, 10));
      if (dayOfMonth === 5 && a.demo.salario > 0) {
        const employer = EMPLOYERS[a.demo.key] ?? 'Empregador';
        events.push({
          at: when,
          run: () => fromOutside(trx, clearing, a, 'SALARIO', a.demo.salario, employer, when),
        });
      }
      if (rng.chance(a.demo.salario === 0 ? 0.3 : 0.12)) {
        const t = at(1, 13);
        const amount = rng.int(10, a.demo.salario === 0 ? 900 : 200) * 100 + rng.int(0, 99);
        events.push({
          at: t,
          run: () => fromOutside(trx, clearing, a, 'PIX_RECEBIDO', amount, rng.pick(FRIENDS), t),
        });
      }
      const spend = (
        kind: Outgoing,
        p: number,
        min: number,
        max: number,
        to: () => { nome: string; banco: string },
      ) => {
        if (!rng.chance(p)) return;
        const t = at(2, 14);
        const amount = kind === 'RECARGA_CELULAR' ? rng.pick([1500, 2000, 3000, 5000]) : rng.int(min, max);
        const target = to();
        events.push({
          at: t,
          run: async () => {
            if (a.balance - amount >= 20_000) await toOutside(trx, clearing, a, kind, amount, target, t);
          },
        });
      };
      spend('PIX_ENVIADO', 0.35, 1_500, 25_000, () => rng.pick(MERCHANTS));
      spend('BOLETO_PAGO', 0.06, 8_000, 45_000, () => rng.pick(UTILITIES));
      spend('RECARGA_CELULAR', 0.03, 0, 0, () => ({
        nome: rng.pick(['Vivo', 'Claro', 'Tim', 'Oi']),
        banco: 'Recarga',
      }));
      if (rng.chance(0.1)) {
        const other = rng.pick(accounts.filter((o) => o !== a));
        const t = at(3, 14);
        const amount = rng.int(20, 300) * 100;
        const note = rng.pick(TRANSFER_NOTES);
        events.push({
          at: t,
          run: async () => {
            if (a.balance - amount < 20_000) return;
            await executeInternalTransfer(trx, {
              source: a.account,
              destination: other.account,
              amount,
              description: note,
              customerId: a.customerId,
              idempotencyKey: null,
              at: t,
            });
            a.balance -= amount;
            other.balance += amount;
          },
        });
      }
    }
    events.sort((x, y) => x.at.getTime() - y.at.getTime());
    for (const e of events) await e.run();
  }
  // A demo customer may end at a fixed balance (R$ 100,00 for the insufficient-balance journey). What
  // takes it down is a bill, not a Pix: a Pix an hour ago would use up the day's and, at night, the
  // night's Pix limit, and the customer could not send a Pix until the next day.
  const last = new Date(seedTime.getTime() - HOUR);
  for (const a of accounts) {
    const target = a.demo.saldoFinal;
    if (target === undefined || a.balance === target) continue;
    if (a.balance > target) {
      await toOutside(trx, clearing, a, 'BOLETO_PAGO', a.balance - target, rng.pick(UTILITIES), last);
    } else {
      await fromOutside(trx, clearing, a, 'PIX_RECEBIDO', target - a.balance, rng.pick(FRIENDS), last);
    }
  }
}
