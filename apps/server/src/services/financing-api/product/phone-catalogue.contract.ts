import { expect, it } from 'vitest';
import type { Insurer, PhoneCatalogue } from './phone-catalogue.ts';
import { IMAGE_VIEWS } from './product.service.ts';

/** What the financing service relies on from any retailer's catalogue. */
export function phoneCatalogueContract(catalogue: PhoneCatalogue): void {
  it('finds each model and sku by its id, each sku priced in whole centavos', () => {
    expect(catalogue.models.length).toBeGreaterThan(0);
    for (const model of catalogue.models) {
      expect(catalogue.findModel(model.productId)).toBe(model);
      for (const sku of model.skus) {
        expect(catalogue.findSku(sku.skuId)).toEqual({ model, sku });
        expect(Number.isSafeInteger(sku.priceCents) && sku.priceCents > 0).toBe(true);
      }
    }
    expect(catalogue.findSku('no-such-sku')).toBeUndefined();
  });

  it('offers the cheapest available sku of a model, and none when none is available', () => {
    for (const model of catalogue.models) {
      const available = model.skus.filter((sku) => sku.available);
      const cheapest = catalogue.cheapestAvailableSku(model);
      if (available.length === 0) expect(cheapest).toBeUndefined();
      else expect(cheapest?.priceCents).toBe(Math.min(...available.map((sku) => sku.priceCents)));
    }
  });

  it('draws every sku from every side as an SVG picture', () => {
    const model = catalogue.models[0];
    const sku = model?.skus[0];
    if (!model || !sku) throw new Error('the catalogue has no sku');
    for (const view of IMAGE_VIEWS) expect(catalogue.image(model, sku, view)).toMatch(/^<svg[\s>]/);
  });
}

/** What the financing service relies on from any phone insurer. */
export function insurerContract(
  insurer: Insurer,
  sample: { priceCents: number; installments: number },
): void {
  it('offers options it names, each costing whole centavos', () => {
    const options = insurer.options(sample);
    expect(options.length).toBeGreaterThan(0);
    expect(insurer.sku.trim()).not.toBe('');
    for (const option of options) {
      expect(insurer.names).toContain(option.name);
      expect(Number.isSafeInteger(option.totalValueCents) && option.totalValueCents >= 0).toBe(true);
    }
  });
}
