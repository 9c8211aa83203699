import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { DeviceDetails, DeviceListItem, Proposal } from '../../../lib/financing/types.ts';
import { toDevice, toDeviceDetails, toProposal } from './mappers.ts';
import { wholeReais } from './request-credit-analysis.ts';

describe('financing wire mappers', () => {
  it('reads a list item in centavos', () => {
    const item: DeviceListItem = {
      id: 'sku-1',
      product_id: 'p1',
      name: 'Moto',
      image_url: '/m.svg',
      store_price: 1999,
      installment_value: 142.1,
      present_value: 2957.8,
      min_entry_value: 399.8,
    };
    expect(toDevice(item)).toEqual({
      productId: 'p1',
      skuId: 'sku-1',
      name: 'Moto',
      imageUrl: '/m.svg',
      storePrice: 199_900,
      installmentValue: 14_210,
      totalValue: 295_780,
      minEntryValue: 39_980,
    });
  });

  it('keeps the five images of a sku in carousel order and the colours with their hex', () => {
    const d = {
      id: 's',
      skuId: 's',
      color: 'Azul',
      colorHex: '#1F4FA0',
      storage: '256 GB',
      storePrice: 2199,
      imageUrl: 'main',
      frontUrl: 'front',
      backUrl: 'back',
      sideUrl: 'side',
      upUrl: 'up',
      installmentValue: 150.12,
      minimumEntryValue: 439.8,
    } as DeviceDetails['deviceDetails'][number];
    const details = toDeviceDetails({
      deviceDetails: [d],
      colorOptions: [{ name: 'Azul', hexa: '#1F4FA0' }],
      storageOptions: ['256 GB'],
    });
    expect(details.skus[0]?.images).toEqual(['main', 'front', 'back', 'side', 'up']);
    expect(details.skus[0]?.storePrice).toBe(219_900);
    expect(details.colors).toEqual([{ name: 'Azul', hex: '#1F4FA0' }]);
  });

  it('reads a proposal with its schedule in centavos', () => {
    const p = {
      name: 'Moto 256 GB Azul',
      productValue: 1999,
      insuranceName: 'Sem seguro',
      insuranceValue: 0,
      downPayment: 400,
      requestedAmount: 1599,
      iof: 38.12,
      iofRate: 2.38,
      financedAmount: 1637.12,
      numberOfInstallments: 2,
      minimumInstallments: 1,
      installmentValue: 128.4,
      firstInstallmentDate: '2026-12-23',
      monthlyInterestRate: 3.99,
      tecRate: 66.12,
      totalAmount: 256.79,
      totalWithDownPayment: 656.79,
      feeValues: [{ installments: 2, installmentValue: 128.4, totalAmount: 256.79 }],
      schedule: [
        { number: 1, dueDate: '2026-12-23', value: 128.4, interest: 1, amortization: 1, balance: 1 },
        { number: 2, dueDate: '2027-01-25', value: 128.39, interest: 1, amortization: 1, balance: 0 },
      ],
    } as Proposal;
    const mapped = toProposal(p);
    expect(mapped.schedule).toEqual([
      { number: 1, dueDate: '2026-12-23', value: 12_840 },
      { number: 2, dueDate: '2027-01-25', value: 12_839 },
    ]);
    expect(mapped.schedule.reduce((sum, s) => sum + s.value, 0)).toBe(mapped.totalAmount);
    expect(mapped.iof).toBe(3_812);
    expect(mapped.financedAmount).toBe(163_712);
  });

  it('sends the income in whole reais', () => {
    expect(wholeReais(630_000 as Centavos)).toBe(6300);
    expect(wholeReais(149_999 as Centavos)).toBe(1499);
  });
});
