import type { IsoDate } from '@carteira/core/calendar';
import type { Centavos } from '@carteira/core/money';

/** A phone of the store's list, with the figures of its cheapest available sku. */
export interface Device {
  productId: string;
  skuId: string;
  name: string;
  imageUrl: string;
  storePrice: Centavos;
  /** The 18x instalment value. */
  installmentValue: Centavos;
  /** The total paid: minimum entry plus 18 instalments. */
  totalValue: Centavos;
  minEntryValue: Centavos;
}

export interface DeviceSpecs {
  system: string;
  displaySize: string;
  displayFrequency: string;
  cameraBack: string;
  cameraFront: string;
  battery: string;
  charger: string;
  processor: string;
  processorFrequency: string;
  memory: string;
  rom: string;
}

/** One colour x storage of a model. */
export interface Sku {
  skuId: string;
  productId: string;
  lmi: string;
  version: string;
  available: boolean;
  name: string;
  color: string;
  colorHex: string;
  storage: string;
  storePrice: Centavos;
  /** main, front, back, side and up: the carousel's 5 images. */
  images: readonly string[];
  specs: DeviceSpecs;
  installmentValue: Centavos;
  minimumEntryValue: Centavos;
}

export interface ColorChoice {
  name: string;
  hex: string;
}

export interface DeviceDetails {
  skus: readonly Sku[];
  colors: readonly ColorChoice[];
  storages: readonly string[];
}

export type InsuranceType = 'complete' | 'extended' | 'none';

export interface InsuranceOption {
  type: InsuranceType;
  name: string;
  numberOfInstallments: number;
  installmentValue: Centavos;
  totalValue: Centavos;
}

/** What the simulation and the insurer answered for the chosen sku. */
export interface Simulated {
  minimumEntryValue: Centavos;
  minimumInstallments: number;
  insuranceOptions: readonly InsuranceOption[];
}

/** The three payment terms the customer edits. */
export interface PaymentTerms {
  downPayment: Centavos;
  installments: number;
  /** The date asked for; the proposal's firstInstallmentDate may move it off a holiday. */
  firstDate: IsoDate;
}

export interface ScheduleItem {
  number: number;
  dueDate: IsoDate;
  value: Centavos;
}

export interface FeeValue {
  installments: number;
  installmentValue: Centavos;
  totalAmount: Centavos;
}

/** A proposal of the service: every figure the summary shows. */
export interface Proposal {
  name: string;
  productValue: Centavos;
  insuranceName: string;
  insuranceValue: Centavos;
  downPayment: Centavos;
  requestedAmount: Centavos;
  iof: Centavos;
  iofRate: number;
  financedAmount: Centavos;
  numberOfInstallments: number;
  minimumInstallments: number;
  installmentValue: Centavos;
  firstInstallmentDate: IsoDate;
  monthlyInterestRate: number;
  tecRate: number;
  totalAmount: Centavos;
  totalWithDownPayment: Centavos;
  feeValues: readonly FeeValue[];
  schedule: readonly ScheduleItem[];
}
