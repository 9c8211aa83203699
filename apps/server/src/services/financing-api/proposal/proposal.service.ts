import { randomUUID } from 'node:crypto';
import { todayInSaoPaulo } from '@carteira/core/calendar';
import { MAX_INSTALLMENTS } from '@carteira/core/credit';
import { allocate, centavos, formatBRL } from '@carteira/core/money';
import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { json, updateContracting } from '../contracting/contracting.repository.ts';
import { inContracting } from '../contracting/contracting.service.ts';
import { applyEvent } from '../contracting/contracting-advance.ts';
import { money } from '../contracting/contracting-view.ts';
import { badRequest, notFound, wrongStatus } from '../financing.errors.ts';
import type { ProposalRow } from '../financing.table.ts';
import type { Db } from '../financing-database.ts';
import {
  FINANCING_MONTHLY_RATE,
  finance,
  firstInstallmentDateFor,
  MIN_INSTALLMENTS,
  maximumDownPayment,
  minimumDownPayment,
} from '../financing-math.ts';
import type { FinancingPorts } from '../financing-ports.ts';
import { conditionsOf, selectableSku } from '../product/product.service.ts';
import { proposalView } from './proposal-view.ts';

/** The insurance option that finances none (financing.md section 3). */
export const NO_INSURANCE = 'Sem seguro';

/** What the proposal needs from outside: the phone catalogue and the insurer. */
type Store = Pick<FinancingPorts, 'catalogue' | 'insurer'>;

/** simulation-v3/generate: the minimum down payment for a phone price with the approved conditions. */
export async function simulate(
  db: Db,
  caller: FinancingCaller,
  key: string,
  input: { installments: number; productCents: number; accessoriesCents: number; insuranceCents: number },
  now: Date,
) {
  return inContracting(db, caller, key, now, async (_trx, row) => {
    const conditions = conditionsOf(row, 'SIMULATE');
    const extras = input.accessoriesCents + input.insuranceCents;
    return {
      contractingKey: row.id,
      installments: input.installments,
      productValue: money(input.productCents),
      acessoriesValue: money(input.accessoriesCents),
      insuranceValue: money(input.insuranceCents),
      minimumEntryValue: money(minimumDownPayment(input.productCents, extras, conditions)),
      maximumDownPayment: money(maximumDownPayment(input.productCents)),
      releasedAmount: money(conditions.releasedCents),
      minimumEntryPercentage: conditions.minimumEntryPercentage,
      minimumInstallments: MIN_INSTALLMENTS,
      maximumInstallments: MAX_INSTALLMENTS,
    };
  });
}

/** insurance/calculate: the insurer's three options for a sku and instalment count. */
export function calculateInsurance(
  store: Store,
  input: { productLMI: string; installments: number; skuId: string },
) {
  const found = store.catalogue.findSku(input.skuId);
  if (!found) throw notFound('Aparelho não encontrado', 'Nenhum aparelho com este código');
  if (found.model.lmi !== input.productLMI) {
    throw badRequest('O LMI informado não é o deste aparelho', `LMI do aparelho: ${found.model.lmi}`);
  }
  const options = store.insurer.options({
    priceCents: found.sku.priceCents,
    installments: input.installments,
  });
  return {
    options: options.map((option) => {
      const parts = allocate(centavos(option.totalValueCents), Array(input.installments).fill(1));
      return {
        type: option.type,
        name: option.name,
        numberOfInstallments: input.installments,
        installmentValue: money(parts[0] ?? 0),
        totalValue: money(option.totalValueCents),
        presentValue: money(option.totalValueCents),
      };
    }),
  };
}

/** The insurance total for a name, a phone price and an instalment count; 400 for an unknown name. */
function insuranceFor(
  insurer: Store['insurer'],
  name: string,
  priceCents: number,
  installments: number,
): number {
  const option = insurer.options({ priceCents, installments }).find((o) => o.name === name);
  if (!option) throw badRequest('Seguro desconhecido', `Opções: ${insurer.names.join(', ')}`);
  return option.totalValueCents;
}

/** financing-details/upsert: the insurance chosen, one of the options for the selected phone. */
export async function upsertInsurance(
  db: Db,
  insurer: Store['insurer'],
  caller: FinancingCaller,
  key: string,
  input: { insuranceName: string; insuranceCents: number },
  now: Date,
) {
  return inContracting(db, caller, key, now, async (trx, row) => {
    conditionsOf(row, 'UPDATE_INSURANCE');
    const product = row.product;
    if (!product) throw wrongStatus(row.status, 'Escolha um aparelho primeiro');
    let matches = false;
    for (let n = 1; n <= MAX_INSTALLMENTS && !matches; n++) {
      matches = insuranceFor(insurer, input.insuranceName, product.priceCents, n) === input.insuranceCents;
    }
    if (!matches) throw badRequest('O valor do seguro não é o de nenhuma opção deste aparelho');
    await updateContracting(
      trx,
      row.id,
      { insurance_name: input.insuranceName, insurance_value: input.insuranceCents },
      now,
    );
    return {
      contractingKey: row.id,
      insuranceName: input.insuranceName,
      insuranceValue: money(input.insuranceCents),
      accessoriesValue: 0,
    };
  });
}

export interface ProposalInput {
  installments: number;
  advancePaymentCents: number;
  firstPaymentDate: string;
  skuId: string;
  insuranceName: string;
  /** The insurer's sku the client sends with an insurance; when present it must be INSURANCE_SKU. */
  insuranceSku?: string | undefined;
}

/**
 * The fixed insurance sku the proposal carries (financing.md section 3): INSURANCE_SKU when an
 * insurance is financed, null for 'Sem seguro'. Any other sku sent is refused (400).
 */
function insuranceSkuFor(insurer: Store['insurer'], name: string, sent: string | undefined): string | null {
  if (sent !== undefined && sent !== insurer.sku) {
    throw badRequest('Seguro desconhecido', `Sku do seguro: ${insurer.sku}`);
  }
  return name === NO_INSURANCE ? null : insurer.sku;
}

/**
 * proposal/create: every figure with core/credit. The insurance is financed with the phone; its
 * value is the insurer's for the chosen name and this instalment count.
 */
export async function createProposal(
  db: Db,
  store: Store,
  caller: FinancingCaller,
  key: string,
  input: ProposalInput,
  now: Date,
) {
  const product = selectableSku(store.catalogue, input.skuId);
  if (input.installments < MIN_INSTALLMENTS) {
    throw badRequest(`O número de parcelas deve ser de ${MIN_INSTALLMENTS} a ${MAX_INSTALLMENTS}`);
  }
  const today = todayInSaoPaulo(now);
  const firstInstallmentDate = firstInstallmentDateFor(input.firstPaymentDate, today);
  const insuranceCents = insuranceFor(
    store.insurer,
    input.insuranceName,
    product.priceCents,
    input.installments,
  );
  const insuranceSku = insuranceSkuFor(store.insurer, input.insuranceName, input.insuranceSku);
  return inContracting(db, caller, key, now, async (trx, row) => {
    const conditions = conditionsOf(row, 'SIMULATE');
    const minimum = minimumDownPayment(product.priceCents, insuranceCents, conditions);
    const maximum = maximumDownPayment(product.priceCents);
    if (input.advancePaymentCents < minimum) {
      throw badRequest(
        `A entrada mínima é de ${formatBRL(centavos(minimum))}`,
        `Entrada: ${money(input.advancePaymentCents)}`,
      );
    }
    if (input.advancePaymentCents > maximum) {
      throw badRequest(
        `A entrada máxima é de ${formatBRL(centavos(maximum))}`,
        'Ao menos R$ 100,00 do preço do aparelho fica financiado',
      );
    }
    const requestedCents = product.priceCents + insuranceCents - input.advancePaymentCents;
    const financed = finance({
      requestedCents,
      insuranceCents,
      installments: input.installments,
      firstInstallmentDate,
      today,
    });
    const proposal: ProposalRow = {
      id: randomUUID(),
      createdAt: now.toISOString(),
      releaseDate: today,
      productCents: product.priceCents,
      insuranceName: input.insuranceName,
      insuranceSku,
      insuranceCents,
      accessoriesCents: 0,
      downPaymentCents: input.advancePaymentCents,
      requestedCents,
      iofCents: financed.iofCents,
      principalCents: financed.principalCents,
      installments: input.installments,
      requestedFirstPaymentDate: input.firstPaymentDate,
      firstInstallmentDate,
      monthlyRate: FINANCING_MONTHLY_RATE,
      cet: financed.cet,
      totalCents: financed.totalCents,
      schedule: financed.schedule,
    };
    const updated = await applyEvent(
      trx,
      row,
      'CREATE_PROPOSAL',
      {
        proposal: json(proposal),
        product: json(product),
        insurance_name: input.insuranceName,
        insurance_value: insuranceCents,
      },
      now,
      'A proposta só pode ser criada depois da aprovação do crédito e antes do aceite',
    );
    return { ...proposalView(store.insurer, updated, proposal, product), status: updated.status };
  });
}
