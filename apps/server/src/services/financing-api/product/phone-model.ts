/** A phone of the sandbox catalogue (financing.md section 3: device detail, product and sku). */
export interface PhoneSpecs {
  system: string;
  displaySize: string;
  displayFrequency: string;
  cameraBack: string;
  cameraFront: string;
  battery: string;
  charger: string;
  processor: string;
  processorFrequency: string;
  /** RAM. */
  memory: string;
  /** The storages offered, as shown in the specs. */
  rom: string;
}

export interface PhoneColor {
  /** pt-BR. */
  name: string;
  /** #RRGGBB. */
  hex: string;
}

export interface PhoneSku {
  skuId: string;
  storage: string;
  colorName: string;
  colorHex: string;
  /** Store price in centavos. */
  priceCents: number;
  available: boolean;
}

export interface PhoneModel {
  productId: string;
  /**
   * Limite máximo de indenização: what an insurance pays at most for this model, in reais with two
   * decimals ("6999.00"), the model's highest sku price.
   */
  lmi: string;
  name: string;
  brand: string;
  version: number;
  specs: PhoneSpecs;
  colors: PhoneColor[];
  storages: string[];
  skus: PhoneSku[];
}
