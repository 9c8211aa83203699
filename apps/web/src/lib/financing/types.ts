import type { ContractingStatusName } from '@carteira/core/status';

/**
 * Answers of the financing service as they travel (docs/financing-api.md): money in reais as JSON
 * numbers with two decimals, dates as ISO days, rates as percentages. Features convert at their api/
 * boundary (core/money fromReais).
 */

/** Contracting statuses (financing.md section 4), named once in core/status. */
export type ContractingStatus = ContractingStatusName;

export type JobContractType = 'ASSALARIADO' | 'PROFISSIONAL_PJ' | 'AUTONOMO';

/** The smartphone financing status object (contracting create and get-state). */
export interface Contracting {
  contractingKey: string;
  status: ContractingStatus;
  featureEnabled: boolean;
  creditSimulationId: string | null;
  /** Seconds until the status changes by itself, else 0. */
  timeRemaining: number;
  productId: string | null;
  deviceName: string | null;
  approvedAmount: number | null;
  minPercentage: number | null;
  downPayment: number | null;
  storeId: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContractingHistory {
  contractings: Array<
    Pick<
      Contracting,
      'contractingKey' | 'status' | 'approvedAmount' | 'minPercentage' | 'deviceName' | 'createdAt'
    >
  >;
}

/** POST /v1/api/credit-analysis-v3/create/{key}. */
export interface CreditAnalysisRequest {
  cpf: string;
  fullName: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  /** Whole reais. */
  monthlyIncome: number;
  jobContractType: JobContractType;
  email: string;
  /** 8 or 9 digits. */
  phoneNumber: string;
  /** 2 digits. */
  phoneAreaCode: string;
  storeUserId: string;
  protection: boolean;
}

export interface CreditAnalysisAnswer {
  contractingKey: string;
  status: ContractingStatus;
  creditSimulationId: string;
}

/** GET /v1/api/credit-analysis-v3/{key}. */
export interface CreditStatus {
  contractingKey: string;
  status: ContractingStatus;
  /** PROCESSADO when the bureau answered. */
  processingStatus: string;
  /** APROVADO, REPROVADO or EM_ANALISE. */
  creditAnalysisStatus: string;
  releasedAmount: number;
  minimumEntryPercentage: number;
  timeRemaining: number;
}

/** One phone model of the store, with the figures of its cheapest available sku. */
export interface DeviceListItem {
  id: string;
  product_id: string;
  name: string;
  image_url: string;
  store_price: number;
  installment_value: number;
  /** Total paid: the minimum entry plus 18 instalments. */
  present_value: number;
  min_entry_value: number;
}

export interface DeviceList {
  products: DeviceListItem[];
}

export interface ColorOption {
  name: string;
  hexa: string;
}

/** One sku (colour x storage) of a model. */
export interface DeviceDetail {
  id: string;
  skuId: string;
  productId: string;
  lmi: string;
  version: string;
  available: boolean;
  name: string;
  color: string;
  colorHex: string;
  storage: string;
  storePrice: number;
  imageUrl: string;
  frontUrl: string;
  backUrl: string;
  sideUrl: string;
  upUrl: string;
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
  installmentValue: number;
  minimumEntryValue: number;
}

export interface DeviceDetails {
  deviceDetails: DeviceDetail[];
  colorOptions: ColorOption[];
  storageOptions: string[];
}

export interface SelectedProduct {
  remoteId: string;
  skuId: string;
  productId: string;
  lmi: string;
  name: string;
  price: number;
  storage: string;
  color: string;
  colorHex: string;
  imageUrl: string;
  version: string;
}

/** POST /v1/api/product-v3/select-product/{key}. */
export interface SelectProductRequest {
  remoteId: string;
  lmi: string;
  name: string;
  price: number;
  storage: string;
  color: string;
  imageUrl: string;
  version?: string;
  protection?: boolean;
}

/** POST /v1/api/simulation-v3/generate/{key}. */
export interface SimulationRequest {
  installments: number;
  productValue: number;
  acessoriesValue: number;
  insuranceValue: number;
}

export interface Simulation extends SimulationRequest {
  contractingKey: string;
  minimumEntryValue: number;
  maximumDownPayment: number;
  releasedAmount: number;
  minimumEntryPercentage: number;
  minimumInstallments: number;
  maximumInstallments: number;
}

export type InsuranceType = 'complete' | 'extended' | 'none';

export interface InsuranceOption {
  type: InsuranceType;
  name: string;
  numberOfInstallments: number;
  installmentValue: number;
  totalValue: number;
  presentValue: number;
}

/** GET /v1/api/insurance/calculate. */
export interface InsuranceOptions {
  options: InsuranceOption[];
}

/** PUT /v1/api/financing-details/upsert/{key}. */
export interface FinanceDetails {
  insuranceName: string;
  insuranceValue: number;
  accessoriesValue: number;
  /** The insurer's fixed sku, sent with an insurance (absent for 'Sem seguro'). */
  insuranceSku?: string;
}

/** POST /v1/api/proposal/create. */
export interface ProposalRequest {
  contractingKey: string;
  installments: number;
  advancePayment: number;
  /** YYYY-MM-DD. */
  firstPaymentDate: string;
  product: Partial<Omit<SelectProductRequest, 'remoteId' | 'protection'>> & { remoteId: string };
  financeDetails: FinanceDetails;
}

export interface FeeValue {
  installments: number;
  installmentValue: number;
  totalAmount: number;
}

export interface ScheduleEntry {
  number: number;
  dueDate: string;
  value: number;
  interest: number;
  amortization: number;
  balance: number;
}

export interface Proposal {
  contractingKey: string;
  proposalId: string;
  name: string;
  productValue: number;
  insuranceName: string;
  insuranceValue: number;
  accessoriesValue: number;
  downPayment: number;
  requestedAmount: number;
  iof: number;
  iofRate: number;
  financedAmount: number;
  numberOfInstallments: number;
  minimumInstallments: number;
  maximumInstallments: number;
  installmentValue: number;
  firstInstallmentDate: string;
  requestedFirstPaymentDate: string;
  releaseDate: string;
  monthlyInterestRate: number;
  annualInterestRate: number;
  tecRate: number;
  tecMonthlyRate: number;
  totalAmount: number;
  totalWithDownPayment: number;
  feeValues: FeeValue[];
  schedule: ScheduleEntry[];
}

export interface Address {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  uf: string;
}

/** GET /v1/api/financing-v3/find/{key}. */
export interface FinancingDetails {
  contractingKey: string;
  status: ContractingStatus;
  approvedAmount: number | null;
  minPercentage: number | null;
  product: SelectedProduct | null;
  financeDetails: FinanceDetails | null;
  proposal: Proposal | null;
  address: Address | null;
  personRegistered: boolean;
  selfieApproved: boolean;
  acceptedAt: string | null;
  downPayment: { value: number; paidAt: string | null; method: 'DEBITO_EM_CONTA' | 'PIX' | null } | null;
  contractId: string | null;
}

/** GET /v1/api/downpayment/{key}/available-payment-method; DEBITO_EM_CONTA pays from the balance. */
export interface PaymentMethods {
  availableMethods: string[];
  value: number;
}

/** GET /v1/api/downpayment/{key}/pix-payment. */
export interface PixPayment {
  qrCode: string;
  value: number;
  expiresInSeconds: number;
  expiresAt: string;
  txid: string;
}

export interface Selfie {
  contractingKey: string;
  status: string;
  isAlive: boolean;
  userId: string;
  requestId: string;
  messageCode: number;
  contractingStatus: ContractingStatus;
  attemptsLeft: number;
}
