import type { Centavos } from '@carteira/core/money';
import { describe, expect, it, vi } from 'vitest';
import type { Proposal } from './flow/device-types.ts';
import { paymentDetailsConfirmed, paymentDetailsViewed, submitMetric } from './metrics.ts';

const c = (n: number) => n as Centavos;
const context = { accountKey: 'acc-1', clientKey: 'cli-1', contractingKey: 'ck-1' };
const terms = { downPayment: c(40_000), installments: 18, firstDate: '2026-12-23' };
const proposal = {
  name: 'Aurora X1 128GB Azul',
  downPayment: c(40_000),
  numberOfInstallments: 18,
  firstInstallmentDate: '2026-12-23',
  installmentValue: c(12_840),
  iof: c(3_812),
  tecRate: 66.12,
  totalAmount: c(231_120),
  financedAmount: c(163_712),
} as Proposal;

describe('financing metrics', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('posts the payment details viewed with its seven fields, money in reais', () => {
    const event = paymentDetailsViewed(context, terms, proposal, now);
    expect(event).toMatchObject({ category: 'financing', type: 'metrics', time: now.getTime() });
    expect(event.event).toEqual({
      chaveDeConta: 'acc-1',
      chaveDeCliente: 'cli-1',
      contractingKey: 'ck-1',
      installments: 18,
      downPayment: 400,
      firstInstallmentDate: '2026-12-23',
      installmentAmount: 128.4,
    });
  });

  it('adds device, iof, tec, total with interest and subtotal when confirmed', () => {
    const event = paymentDetailsConfirmed(context, terms, proposal, now);
    expect(event.eventType).not.toBe(paymentDetailsViewed(context, terms, proposal, now).eventType);
    expect(event.event).toMatchObject({
      installments: 18,
      device: 'Aurora X1 128GB Azul',
      iof: 38.12,
      tec: 66.12,
      totalWithIntrest: 2311.2,
      subtotal: 1637.12,
    });
  });

  it('never lets a failing bridge break the flow', () => {
    const bridge = {
      submitMetrics: vi.fn(() => {
        throw new Error('bridge gone');
      }),
    };
    expect(() => submitMetric(bridge, paymentDetailsViewed(context, terms, proposal, now))).not.toThrow();
    expect(bridge.submitMetrics).toHaveBeenCalledOnce();
  });
});
