import { describe, expect, it } from 'vitest';
import {
  cheapestAvailableSku,
  findModel,
  findSku,
  findSkuByOptions,
  INSURANCE_SKU,
  insuranceOptions,
  PHONE_CATALOGUE,
} from './catalogue.ts';

const HEX = /^#[0-9A-F]{6}$/;
const REAL_BRANDS =
  /apple|iphone|samsung|galaxy|motorola|moto |xiaomi|redmi|poco|realme|oppo|vivo|huawei|honor|nokia|google|pixel|android|snapdragon|mediatek|exynos|oneplus|sony|lg |asus|zenfone/i;

describe('sandbox phone catalogue', () => {
  it('has at least 6 phones with unique product ids and names, fictional brands', () => {
    expect(PHONE_CATALOGUE.length).toBeGreaterThanOrEqual(6);
    expect(new Set(PHONE_CATALOGUE.map((m) => m.productId)).size).toBe(PHONE_CATALOGUE.length);
    expect(new Set(PHONE_CATALOGUE.map((m) => m.name)).size).toBe(PHONE_CATALOGUE.length);
    for (const m of PHONE_CATALOGUE) {
      expect(m.productId).toMatch(/^[a-z0-9-]+$/);
      expect(JSON.stringify(m)).not.toMatch(REAL_BRANDS);
      expect(Number.isInteger(m.version) && m.version >= 1).toBe(true);
    }
  });

  it('gives each phone 2 to 4 colours (pt-BR name, hex) and 1 to 3 storages, and full specs', () => {
    for (const m of PHONE_CATALOGUE) {
      expect(m.colors.length).toBeGreaterThanOrEqual(2);
      expect(m.colors.length).toBeLessThanOrEqual(4);
      expect(m.storages.length).toBeGreaterThanOrEqual(1);
      expect(m.storages.length).toBeLessThanOrEqual(3);
      expect(new Set(m.colors.map((c) => c.name)).size).toBe(m.colors.length);
      expect(new Set(m.storages).size).toBe(m.storages.length);
      for (const c of m.colors) expect(c.hex).toMatch(HEX);
      for (const value of Object.values(m.specs)) expect(value).not.toBe('');
      expect(Object.keys(m.specs).sort()).toEqual(
        [
          'battery',
          'cameraBack',
          'cameraFront',
          'charger',
          'displayFrequency',
          'displaySize',
          'memory',
          'processor',
          'processorFrequency',
          'rom',
          'system',
        ].sort(),
      );
    }
  });

  it('gives every sku a colour and storage of its model, a price in range and a unique id', () => {
    const ids = new Set<string>();
    for (const m of PHONE_CATALOGUE) {
      const pairs = new Set<string>();
      for (const sku of m.skus) {
        expect(ids.has(sku.skuId)).toBe(false);
        ids.add(sku.skuId);
        expect(sku.skuId).toMatch(/^[a-z0-9-]+$/);
        expect(m.storages).toContain(sku.storage);
        expect(m.colors).toContainEqual({ name: sku.colorName, hex: sku.colorHex });
        expect(Number.isInteger(sku.priceCents)).toBe(true);
        expect(sku.priceCents).toBeGreaterThanOrEqual(119_900);
        expect(sku.priceCents).toBeLessThanOrEqual(699_900);
        const pair = `${sku.storage}/${sku.colorName}`;
        expect(pairs.has(pair)).toBe(false);
        pairs.add(pair);
      }
      // every colour and storage can be bought in some combination
      for (const c of m.colors) expect(m.skus.some((s) => s.colorName === c.name && s.available)).toBe(true);
      for (const st of m.storages) expect(m.skus.some((s) => s.storage === st && s.available)).toBe(true);
      expect(m.lmi).toBe((Math.max(...m.skus.map((s) => s.priceCents)) / 100).toFixed(2));
    }
    expect(PHONE_CATALOGUE.some((m) => m.skus.some((s) => s.priceCents === 119_900))).toBe(true);
    expect(PHONE_CATALOGUE.some((m) => m.skus.some((s) => s.priceCents === 699_900))).toBe(true);
  });

  it('has combinations that do not exist: absent or unavailable, on at least 2 phones', () => {
    const missing = PHONE_CATALOGUE.filter(
      (m) => m.skus.some((s) => !s.available) || m.skus.length < m.colors.length * m.storages.length,
    );
    expect(missing.length).toBeGreaterThanOrEqual(2);
    const x5 = findModel('aurora-x5');
    expect(x5 && findSkuByOptions(x5, 'Verde Menta', '256 GB')?.available).toBe(false);
    const lite = findModel('nimbo-lite-3');
    expect(lite && findSkuByOptions(lite, 'Rosa Quartzo', '64 GB')).toBeUndefined();
    expect(lite && findSkuByOptions(lite, 'Rosa Quartzo', '128 GB')?.available).toBe(true);
  });

  it('finds a sku by id with its model, and nothing for an unknown id', () => {
    const found = findSku('aurora-x5-128gb-preto-grafite');
    expect(found?.model.name).toBe('Aurora X5');
    expect(found?.sku).toMatchObject({ storage: '128 GB', colorName: 'Preto Grafite', priceCents: 249_900 });
    expect(findSku('nope')).toBeUndefined();
    expect(findSku('')).toBeUndefined();
    for (const m of PHONE_CATALOGUE) for (const s of m.skus) expect(findSku(s.skuId)?.model).toBe(m);
  });

  it('offers the cheapest available sku of each model', () => {
    for (const m of PHONE_CATALOGUE) {
      const cheapest = cheapestAvailableSku(m);
      expect(cheapest?.available).toBe(true);
      for (const s of m.skus) if (s.available) expect(cheapest?.priceCents).toBeLessThanOrEqual(s.priceCents);
    }
  });

  it('cannot be changed by a caller', () => {
    const [first] = PHONE_CATALOGUE;
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.skus[0])).toBe(true);
    expect(() => {
      (first as { name: string }).name = 'x';
    }).toThrow();
  });
});

describe('sandbox insurer', () => {
  it('has a fixed sku', () => {
    expect(INSURANCE_SKU).toBe('SEG-CEL-SANDBOX-0001');
  });

  it('offers complete (1,5%/month), extended (0,75%/month) and none, 12 months of cover at least', () => {
    expect(insuranceOptions({ priceCents: 249_900, installments: 12 })).toEqual([
      { type: 'complete', name: 'Seguro Roubo e Dano Acidental', totalValueCents: 44_982 },
      { type: 'extended', name: 'Garantia Estendida', totalValueCents: 22_491 },
      { type: 'none', name: 'Sem seguro', totalValueCents: 0 },
    ]);
    expect(insuranceOptions({ priceCents: 249_900, installments: 1 })).toEqual(
      insuranceOptions({ priceCents: 249_900, installments: 12 }),
    );
    expect(insuranceOptions({ priceCents: 249_900, installments: 18 }).map((o) => o.totalValueCents)).toEqual(
      [67_473, 33_737, 0],
    );
  });

  it('rounds half up to the centavo', () => {
    // 119_900 * 75 * 13 / 10_000 = 11_690.25 -> 11_690
    expect(insuranceOptions({ priceCents: 119_900, installments: 13 })[1]?.totalValueCents).toBe(11_690);
    // 33_339 * 75 * 14 / 10_000 = 3_500.595 -> 3_501; 249_900 * 75 * 18 / 10_000 = 33_736.5 -> 33_737
    expect(insuranceOptions({ priceCents: 33_339, installments: 14 })[1]?.totalValueCents).toBe(3_501);
  });

  it('refuses a price or instalment count out of range', () => {
    expect(() => insuranceOptions({ priceCents: 0, installments: 12 })).toThrow(RangeError);
    expect(() => insuranceOptions({ priceCents: 100.5, installments: 12 })).toThrow(RangeError);
    expect(() => insuranceOptions({ priceCents: 100_000, installments: 0 })).toThrow(RangeError);
    expect(() => insuranceOptions({ priceCents: 100_000, installments: 19 })).toThrow(RangeError);
    expect(() => insuranceOptions({ priceCents: 100_000, installments: 2.5 })).toThrow(RangeError);
  });
});
