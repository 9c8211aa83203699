/**
 * Answers of the financing service (financing.md sections 3 and 7), as they travel: money in reais
 * with two decimals, dates as ISO days. Convert at the feature's api/ boundary (core/money fromReais).
 */

/** Contract statuses (financing.md section 4). */
export type ContractingStatus =
  | 'CONTRATACAO_INICIADA'
  | 'PROCESSANDO_ANALISE_CREDITO'
  | 'AGUARDANDO_GERACAO_PROPOSTA'
  | 'AGUARDANDO_SELFIE'
  | 'AGUARDANDO_ACEITE_PROPOSTA'
  | 'AGUARDANDO_PAGAMENTO_ENTRADA'
  | 'AGUARDANDO_FATURAMENTO'
  | 'PROCESSANDO_FATURAMENTO'
  | 'CONTRATACAO_FINALIZADA'
  | 'ANALISE_CREDITO_REPROVADA'
  | 'CONTRATACAO_NEGADA'
  | 'CONTRATACAO_CANCELADA';

export type JobType = 'ASSALARIADO' | 'PROFISSIONAL_PJ' | 'AUTONOMO';

/** POST /v1/api/contracting/create and GET /v1/api/contracting/get-state/{key}. */
export interface ContractingState {
  contractingKey: string;
  status: ContractingStatus | string;
}

/** POST /v1/api/credit-analysis-v3/create/{key}: the service-side credit-analysis customer. */
export interface CreditAnalysisCustomer {
  cpf: string;
  fullName: string;
  birthdate: string;
  /** Whole reais. */
  monthlyIncome: number;
  jobContractType: JobType;
  email: string;
  phoneNumber: string;
  phoneAreaCode: string;
  storeUserId: string;
  protection: boolean;
}

/** GET /v1/api/credit-analysis-v3/{key}. */
export interface CreditStatus {
  /** PROCESSADO when the analysis is over. */
  processingStatus: string;
  /** APROVADO when approved. */
  creditAnalysisStatus: string;
  releasedAmount: number;
  minimumEntryPercentage: number;
}

/** An item of the store's catalogue. */
export interface DeviceListItem {
  id: string;
  product_id: string;
  name: string;
  image_url: string;
  store_price: number;
  installment_value: number;
  present_value: number;
  min_entry_value: number;
}

export interface ColorOption {
  name: string;
  hexa: string;
}

export interface DeviceDetail {
  id: string;
  name: string;
  color: string;
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
  installmentValue: number;
  minimumEntryValue: number;
}

/** One product of the store by key. */
export interface DeviceDetailsAnswer {
  deviceDetails: DeviceDetail[];
  colorOptions: ColorOption[];
  storageOptions: string[];
}

/** POST /v1/api/simulation-v3/generate/{key}. */
export interface SimulationInput {
  installments: number;
  productValue: number;
  acessoriesValue: number;
  insuranceValue: number;
}

export interface Simulation {
  minimumEntryValue: number;
}

export type InsuranceType = 'complete' | 'extended' | 'none';

/** GET /v1/api/insurance/calculate. */
export interface InsuranceOption {
  type: InsuranceType;
  name?: string;
  numberOfInstallments: number;
  installmentValue: number;
  totalValue: number;
  presentValue: number;
}

/** PUT /v1/api/financing-details/upsert/{key}. */
export interface InsuranceUpdate {
  insuranceName: string;
  insuranceValue: number;
}

export interface ProposalProduct {
  remoteId: string;
  skuId?: string;
  lmi?: string;
  name: string;
  price: number;
  storage: string;
  color: string;
  imageUrl: string;
  version?: string;
}

/** POST /v1/api/proposal/create. */
export interface ProposalRequest {
  contractingKey: string;
  installments: number;
  advancePayment: number;
  firstPaymentDate: string;
  product: ProposalProduct;
  financeDetails: { insuranceName: string; insuranceValue: number; accessoriesValue: number };
}

export interface Proposal {
  firstInstallmentDate: string;
  downPayment: number;
  numberOfInstallments: number;
  minimumInstallments: number;
  /** Instalment value per count offered ("up to N instalments"). */
  feeValues: unknown;
  requestedAmount: number;
  totalAmount: number;
  iofRate: number;
  tecRate: number;
  name: string;
}

/** GET /v1/api/downpayment/{key}/pix-payment. */
export interface PixPayment {
  qrCode: string;
  value: number;
}

/** GET /v1/api/downpayment/{key}/available-payment-method; DEBITO_EM_CONTA pays from the balance. */
export interface PaymentMethods {
  availableMethods: string[];
}
