import type { PhoneModel, PhoneSku } from './phone-model.ts';
import type { ImageView } from './product.service.ts';

/** The retailer's phone catalogue, a port: its models, their skus and their pictures. */
export interface PhoneCatalogue {
  models: readonly PhoneModel[];
  findSku: (skuId: string) => { model: PhoneModel; sku: PhoneSku } | undefined;
  findModel: (productId: string) => PhoneModel | undefined;
  /** The cheapest available sku of a model (the one a device list shows), undefined when none is. */
  cheapestAvailableSku: (model: PhoneModel) => PhoneSku | undefined;
  /** A picture of a sku from one side, as SVG. */
  image: (model: PhoneModel, sku: PhoneSku, view: ImageView) => string;
}

export interface InsuranceOption {
  /** complete, extended or none (financing.md: insurance/calculate). */
  type: string;
  name: string;
  totalValueCents: number;
}

/** The phone insurer, a port: the options it offers for a phone price and an instalment count. */
export interface Insurer {
  /** The insurer's product sku a proposal with an insurance carries. */
  sku: string;
  /** Every option's name, "Sem seguro" included. */
  names: readonly string[];
  options: (input: { priceCents: number; installments: number }) => InsuranceOption[];
}
