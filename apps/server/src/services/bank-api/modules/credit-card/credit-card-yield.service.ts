import { type IsoDate, todayInSaoPaulo, toSaoPauloDate } from '@carteira/core/calendar';
import {
  accumulateFactors,
  cdiDailyFactor,
  GUARANTEE_PERCENT_OF_CDI,
  type LotPosition,
  lotPosition,
  openLots,
} from '@carteira/core/credit-card';
import { type Centavos, centavos } from '@carteira/core/money';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps } from '../../bank-route.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import {
  ensureCreditAccount,
  GUARANTEE_YIELD_ACCOUNT,
  INCOME_TAX_PAYABLE_ACCOUNT,
  IOF_PAYABLE_ACCOUNT,
} from './credit-card.repository.ts';
import { guaranteeMovements } from './credit-card-usage.repository.ts';

export interface GuaranteeYield {
  /** Each investment still held, oldest first, as a whole redemption on `on` would pay it. */
  lots: (LotPosition & { investedOn: IsoDate })[];
  totals: { principal: number; income: number; gross: number; iof: number; incomeTax: number; net: number };
  /** The last CDI the publisher gave (annual percent), or null before any business day. */
  lastCdi: number | null;
}

const ZERO_TOTALS = { principal: 0, income: 0, gross: 0, iof: 0, incomeTax: 0, net: 0 };

/**
 * The guarantee as a CDB at the product's percent of the CDI (docs/decisions/0022): each investment
 * earns from the day it went in to the day before `on`, on the business days the CDI publisher gives.
 */
export function yieldOfLots(
  deps: Pick<BankDeps, 'ports'>,
  lots: readonly { investedOn: IsoDate; principal: Centavos }[],
  on: IsoDate,
): GuaranteeYield {
  const first = lots[0]?.investedOn;
  const rates = first && first < on ? deps.ports.cdi.dailyRates(first, on) : [];
  const factors = rates.map((r) => ({
    date: r.date,
    factor: cdiDailyFactor(r.annualPercent, GUARANTEE_PERCENT_OF_CDI),
  }));
  const positions = lots.map((lot) => ({
    ...lotPosition({
      principal: lot.principal,
      investedOn: lot.investedOn,
      on,
      factor: accumulateFactors(factors.filter((f) => f.date >= lot.investedOn).map((f) => f.factor)),
    }),
    investedOn: lot.investedOn,
  }));
  const totals = positions.reduce(
    (t, p) => ({
      principal: t.principal + p.principal,
      income: t.income + p.income,
      gross: t.gross + p.gross,
      iof: t.iof + p.iof,
      incomeTax: t.incomeTax + p.incomeTax,
      net: t.net + p.net,
    }),
    ZERO_TOTALS,
  );
  return { lots: positions, totals, lastCdi: rates.at(-1)?.annualPercent ?? null };
}

/** The customer's investments still held: the guarantee's movements, redemptions taking the oldest first. */
export async function guaranteeLots(db: Executor, customerId: string) {
  const moves = await guaranteeMovements(db, customerId);
  return openLots(
    moves.map((m) => ({ on: toSaoPauloDate(new Date(m.created_at)), amount: Number(m.amount) })),
  );
}

/**
 * The part of the lots a redemption of `amount` takes, oldest first, each piece with its own
 * investment date: what the redemption's income is computed on.
 */
export function redeemedPieces(
  lots: readonly { investedOn: IsoDate; principal: Centavos }[],
  amount: number,
): { investedOn: IsoDate; principal: Centavos }[] {
  const pieces = [];
  let left = amount;
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(left, lot.principal);
    pieces.push({ investedOn: lot.investedOn, principal: centavos(take) });
    left -= take;
  }
  return pieces;
}

/**
 * Pays the income of the part a redemption takes (its pieces, oldest first) as one balanced movement:
 * the bank's CDB interest account pays it, the customer gets it net, the IOF and the income tax
 * withheld go to the accounts that collect them. Nothing when the part earned nothing yet.
 */
export async function payRedeemedIncome(
  trx: Trx,
  deps: Pick<BankDeps, 'ports' | 'now'>,
  input: {
    customerId: string;
    accountId: string;
    pieces: readonly { investedOn: IsoDate; principal: Centavos }[];
    idempotencyKey: string;
  },
): Promise<GuaranteeYield['totals']> {
  const now = deps.now();
  const { totals } = yieldOfLots(deps, input.pieces, todayInSaoPaulo(now));
  if (totals.income === 0) return totals;
  const kind = MOVEMENT_KINDS.CARTAO_GARANTIA_RENDIMENTO;
  const legs = [
    { accountId: await ensureCreditAccount(trx, GUARANTEE_YIELD_ACCOUNT, now), amount: -totals.income },
    { accountId: input.accountId, amount: totals.income - totals.iof - totals.incomeTax },
    { accountId: await ensureCreditAccount(trx, IOF_PAYABLE_ACCOUNT, now), amount: totals.iof },
    { accountId: await ensureCreditAccount(trx, INCOME_TAX_PAYABLE_ACCOUNT, now), amount: totals.incomeTax },
  ].filter((l) => l.amount !== 0);
  await postMovement(trx, {
    kind: 'CARTAO_GARANTIA_RENDIMENTO',
    typeId: kind.typeId,
    description: kind.label,
    customerId: input.customerId,
    idempotencyKey: `${input.idempotencyKey}-rendimento`,
    at: now,
    legs: legs.map((l) => ({ accountId: l.accountId, amount: centavos(l.amount) })),
  });
  return totals;
}
