import type { PhoneModel, PhoneSku } from '../../services/financing-api/public.ts';
import { PHONE_MODELS } from './catalogue-data.ts';

/**
 * The sandbox phone catalogue: fictional brands and models, prices in centavos. The data is in
 * catalogue-data.ts and the insurer in insurance.ts; both are listed in src/sandbox/README.md
 * (section Financing).
 */
export type { PhoneColor, PhoneModel, PhoneSku, PhoneSpecs } from '../../services/financing-api/public.ts';
export {
  coverMonths,
  INSURANCE_MONTHLY_BASIS_POINTS,
  INSURANCE_NAMES,
  INSURANCE_SKU,
  type InsuranceOption,
  type InsuranceType,
  insuranceOptions,
  MIN_COVER_MONTHS,
} from './insurance.ts';

export const PHONE_CATALOGUE: readonly PhoneModel[] = PHONE_MODELS;

const SKU_INDEX = new Map<string, { model: PhoneModel; sku: PhoneSku }>();
for (const model of PHONE_CATALOGUE) for (const sku of model.skus) SKU_INDEX.set(sku.skuId, { model, sku });

export function findSku(skuId: string): { model: PhoneModel; sku: PhoneSku } | undefined {
  return SKU_INDEX.get(skuId);
}

export function findModel(productId: string): PhoneModel | undefined {
  return PHONE_CATALOGUE.find((model) => model.productId === productId);
}

/**
 * The sku of a colour and storage of a model; undefined when the combination does not exist. A
 * listed but unavailable sku is returned with available false ("this device combination is not
 * available" either way).
 */
export function findSkuByOptions(
  model: PhoneModel,
  colorName: string,
  storage: string,
): PhoneSku | undefined {
  return model.skus.find((sku) => sku.colorName === colorName && sku.storage === storage);
}

/** The cheapest available sku of a model (the one a device list shows), undefined when none is. */
export function cheapestAvailableSku(model: PhoneModel): PhoneSku | undefined {
  let best: PhoneSku | undefined;
  for (const sku of model.skus) if (sku.available && (!best || sku.priceCents < best.priceCents)) best = sku;
  return best;
}
