import { toReais } from '@carteira/core/money';
import type { MetricEvent, NativeBridge } from '../../native/bridge-types.ts';
import type { PaymentTerms, Proposal } from './flow/device-types.ts';

/** The two custom events of the payment terms (financing.md section 7, Metrics). */
export const PAYMENT_DETAILS_VIEWED = 'financing_payment_details_viewed';
export const PAYMENT_DETAILS_CONFIRMED = 'financing_payment_details_confirmed';

const CATEGORY = 'financing';

export interface MetricContext {
  accountKey: string;
  clientKey: string;
  contractingKey: string;
}

function viewedPayload(context: MetricContext, terms: PaymentTerms, proposal: Proposal) {
  return {
    chaveDeConta: context.accountKey,
    chaveDeCliente: context.clientKey,
    contractingKey: context.contractingKey,
    installments: proposal.numberOfInstallments,
    downPayment: toReais(proposal.downPayment),
    firstInstallmentDate: proposal.firstInstallmentDate || terms.firstDate,
    installmentAmount: toReais(proposal.installmentValue),
  };
}

function metric(eventType: string, event: Record<string, unknown>, now: Date): MetricEvent {
  return {
    category: CATEGORY,
    type: 'metrics',
    time: now.getTime(),
    eventType,
    timezoneOffset: now.getTimezoneOffset(),
    event,
  };
}

/** Payment details viewed: account, client, contracting, instalments, down payment, first date, instalment. */
export function paymentDetailsViewed(
  context: MetricContext,
  terms: PaymentTerms,
  proposal: Proposal,
  now = new Date(),
): MetricEvent {
  return metric(PAYMENT_DETAILS_VIEWED, viewedPayload(context, terms, proposal), now);
}

/** Confirmed: the same, plus device, IOF, CET, total with interest and subtotal. */
export function paymentDetailsConfirmed(
  context: MetricContext,
  terms: PaymentTerms,
  proposal: Proposal,
  now = new Date(),
): MetricEvent {
  return metric(
    PAYMENT_DETAILS_CONFIRMED,
    {
      ...viewedPayload(context, terms, proposal),
      device: proposal.name,
      iof: toReais(proposal.iof),
      tec: proposal.tecRate,
      totalWithIntrest: toReais(proposal.totalAmount),
      subtotal: toReais(proposal.financedAmount),
    },
    now,
  );
}

/** Hands a metric to the native shell (a plain browser has none: the bridge drops it). */
export function submitMetric(bridge: Pick<NativeBridge, 'submitMetrics'>, event: MetricEvent): void {
  try {
    bridge.submitMetrics(event);
  } catch {
    // metrics never break the flow
  }
}
