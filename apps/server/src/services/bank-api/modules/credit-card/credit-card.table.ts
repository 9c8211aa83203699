import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

/** A customer's guaranteed-credit card: the guarantee invested backs the limit (centavos). */
export interface CreditCardTable {
  customer_id: string;
  /** The customer's account the guarantee came from and returns to. */
  account_id: string;
  /** Centavos the customer invested; the limit is core's limitFor(guarantee). */
  guarantee: number;
  /** Centavos owed: purchases and charges not yet paid. */
  used: Generated<number>;
  /** diaVencimentoFatura: 5, 10, 15, 20 or 25. */
  due_day: number;
  auto_debit: Generated<boolean>;
  contactless: Generated<boolean>;
  /** The card processor's token; the bank keeps only it and the last 4 digits. */
  processor_token: string;
  last4: string;
  /** The identity provider's id of the face check the contract was signed with. */
  face_request_id: string;
  signed_at: Timestamp;
}

export type InvoiceStatus = 'ABERTA' | 'FECHADA';

export interface CreditCardInvoiceTable {
  /** faturaId. */
  id: string;
  customer_id: string;
  /** YYYY-MM-DD (São Paulo): from this day on, purchases go to the next invoice. */
  closing_date: string;
  due_date: string;
  status: InvoiceStatus;
  /** Centavos: the sum of its debit items less its credit items. */
  total: Generated<number>;
  paid: Generated<number>;
  minimum: Generated<number>;
  carried: Generated<boolean>;
  closed_at: Timestamp | null;
  /** The instalment plan that settled this invoice (statusPagamento PARCELADO), if any. */
  instalment_plan_id: Generated<string | null>;
}

export interface CreditCardItemTable {
  id: string;
  invoice_id: string;
  /** 1 debit, 2 credit (wallet.md section 3; 3 excluded is never written). */
  type_id: number;
  /** COMPRA, SALDO_ANTERIOR, JUROS_ROTATIVO, IOF, IOF_INTERNACIONAL, MULTA, MORA, PARCELA_FATURA, CREDITO_ANTERIOR. */
  kind: string;
  description: string;
  amount: number;
  authorisation_id: string | null;
  movement_id: string | null;
  at: Timestamp;
  /** YYYY-MM-DD: the due date of the invoice a SALDO_ANTERIOR or PARCELA_FATURA refers to. */
  ref_date: Generated<string | null>;
  /** A PARCELA_FATURA's number and its plan's count ("Parcela 1/3"). */
  instalment_number: Generated<number | null>;
  instalment_count: Generated<number | null>;
  /** A purchase made abroad: the currency, its amount in cents and the day's rate (ten-thousandths of a real). */
  foreign_currency: Generated<string | null>;
  foreign_amount: Generated<number | null>;
  exchange_rate: Generated<number | null>;
}

export interface CreditCardPaymentTable {
  id: string;
  invoice_id: string;
  method: 'PIX' | 'DEBITO_CONTA' | 'BOLETO' | 'PARCELAMENTO';
  amount: number;
  movement_id: string | null;
  txid: string | null;
  at: Timestamp;
}

export interface CreditCardPixChargeTable {
  txid: string;
  invoice_id: string;
  customer_id: string;
  amount: number;
  state: 'open' | 'paid' | 'expired';
  created_at: Timestamp;
}

/** A bank boleto issued to pay an invoice; applied once when the bank sees it paid. */
export interface CreditCardInvoiceBoletoTable {
  boleto_id: string;
  invoice_id: string;
  customer_id: string;
  amount: number;
  state: 'open' | 'paid' | 'expired';
  created_at: Timestamp;
}

/** A closed invoice paid in instalments: the invoice's rest (principal) on the Price table. */
export interface CreditCardInstalmentPlanTable {
  id: string;
  customer_id: string;
  /** The invoice the plan settled (one plan per invoice). */
  invoice_id: string;
  principal: number;
  instalments: number;
  /** The first instalment's value (the last may differ by the rounding residue). */
  instalment_value: number;
  total: number;
  interest: number;
  /** The IOF financed into the plan (0 for plans made before 0034). */
  iof: Generated<number>;
  /** 0, or the centavo the principal covers beyond owed + IOF, credited to the customer's account. */
  surplus: Generated<number>;
  created_at: Timestamp;
}

/** One instalment of a plan; `invoice_id` is the invoice that carried it, once one closed with it. */
export interface CreditCardInstalmentTable {
  plan_id: string;
  number: number;
  due_date: string;
  payment: number;
  interest: number;
  amortization: number;
  invoice_id: string | null;
  /** When the plan was paid off early with this instalment still unbilled (never billed then). */
  paid_off_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CreditCardTables {
  credit_card_instalment_plan: CreditCardInstalmentPlanTable;
  credit_card_instalment: CreditCardInstalmentTable;
  credit_card: CreditCardTable;
  credit_card_invoice: CreditCardInvoiceTable;
  credit_card_item: CreditCardItemTable;
  credit_card_payment: CreditCardPaymentTable;
  credit_card_pix_charge: CreditCardPixChargeTable;
  credit_card_invoice_boleto: CreditCardInvoiceBoletoTable;
}
