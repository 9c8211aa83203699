import {
  type Boleto,
  bankBarcodeToLine,
  buildBankBarcode,
  buildUtilityBarcode,
  dueFactorOf,
  utilityBarcodeToLine,
} from '@carteira/core/boleto';
import { cnpjCheckDigits } from '@carteira/core/br';
import { addDays, daysBetween, type IsoDate, workingDayOnOrAfter } from '@carteira/core/calendar';
import type { BoletoClearingHouse, RegisteredBoleto } from '../services/bank-api/public.ts';

/**
 * The sandbox's boleto clearing house (a CIP-like registry): a fixed set of boletos whose due dates
 * stand relative to the bank's today when their codes are handed out (GET /api/sandbox/boletos), so a
 * demo or a journey on any date finds the same situations. A code is recognised by its free field
 * (bank) or company field (utility); its due date is the one its code carries. Every rule is in the
 * sandbox README.
 */

const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;

interface Entry {
  id: string;
  description: string;
  kind: 'bank' | 'utility';
  /** COMPE code for a bank boleto; segment and value id for a utility one. */
  bankCode?: string;
  institution: string;
  segment?: number;
  valueId?: 6 | 8;
  beneficiary: string;
  taxId: string;
  /** The payer registered with the boleto; null: none (the sandbox hands its codes to every customer, who pays as themself). */
  payer: string | null;
  /** Days from the day the code is handed out. */
  dueInDays: number;
  nominal: number;
  /** The amount travels in the code, except for an open-amount boleto (0 in the code). */
  openAmount?: { min: number; max: number };
  /** Percent in basis points: fine once after the due date, interest per month pro rata die. */
  fineBp?: number;
  interestMonthBp?: number;
  /** A discount until this many days before the due date. */
  discount?: { amount: number; daysBefore: number };
  /** Payable until this many days after the due date (null: no limit). */
  payableDaysAfterDue: number | null;
  paid?: boolean;
}

const ENTRIES: readonly Entry[] = [
  {
    id: '001',
    description: 'bank boleto due in 10 days, R$ 150,00',
    kind: 'bank',
    bankCode: '341',
    institution: 'Itaú Unibanco',
    beneficiary: 'Escola Aprender Mais Ltda',
    taxId: cnpj('312456780001'),
    payer: null,
    dueInDays: 10,
    nominal: 15_000,
    fineBp: 200,
    interestMonthBp: 100,
    payableDaysAfterDue: 59,
  },
  {
    id: '002',
    description: 'bank boleto 10 days overdue, R$ 200,00 + 2% fine + 1% a month interest',
    kind: 'bank',
    bankCode: '237',
    institution: 'Bradesco',
    beneficiary: 'Condomínio Edifício Primavera',
    taxId: cnpj('458761230001'),
    payer: null,
    dueInDays: -10,
    nominal: 20_000,
    fineBp: 200,
    interestMonthBp: 100,
    payableDaysAfterDue: 59,
  },
  {
    id: '003',
    description: 'bank boleto already paid elsewhere',
    kind: 'bank',
    bankCode: '001',
    institution: 'Banco do Brasil',
    beneficiary: 'Loja Bom Preço Ltda',
    taxId: cnpj('271839460001'),
    payer: null,
    dueInDays: 5,
    nominal: 8_000,
    payableDaysAfterDue: 29,
    paid: true,
  },
  {
    id: '004',
    description: 'credit card bill: open amount, R$ 48,00 to R$ 320,00',
    kind: 'bank',
    bankCode: '033',
    institution: 'Santander',
    beneficiary: 'Cartão Fácil S.A.',
    taxId: cnpj('905612340001'),
    payer: null,
    dueInDays: 7,
    nominal: 32_000,
    openAmount: { min: 4_800, max: 32_000 },
    payableDaysAfterDue: null,
  },
  {
    id: '005',
    description: 'bank boleto due in 15 days, R$ 250,00, R$ 25,00 off until 5 days before',
    kind: 'bank',
    bankCode: '104',
    institution: 'Caixa Econômica Federal',
    beneficiary: 'Academia Corpo em Forma',
    taxId: cnpj('614273850001'),
    payer: null,
    dueInDays: 15,
    nominal: 25_000,
    discount: { amount: 2_500, daysBefore: 5 },
    fineBp: 200,
    interestMonthBp: 100,
    payableDaysAfterDue: 59,
  },
  {
    id: '006',
    description: 'bank boleto 90 days overdue, past its 60-day limit: not payable',
    kind: 'bank',
    bankCode: '001',
    institution: 'Banco do Brasil',
    beneficiary: 'Editora Página Nova',
    taxId: cnpj('830517290001'),
    payer: null,
    dueInDays: -90,
    nominal: 12_000,
    fineBp: 200,
    interestMonthBp: 100,
    payableDaysAfterDue: 60,
  },
  {
    id: '007',
    description: 'power bill (utility, segment 3, modulo 10), R$ 89,90',
    kind: 'utility',
    segment: 3,
    valueId: 6,
    institution: 'Companhia de Energia Elétrica',
    beneficiary: 'Companhia de Energia Elétrica',
    taxId: cnpj('102030400001'),
    payer: null,
    dueInDays: 8,
    nominal: 8_990,
    payableDaysAfterDue: null,
  },
  {
    id: '008',
    description: 'phone bill (utility, segment 4, modulo 11), R$ 119,90',
    kind: 'utility',
    segment: 4,
    valueId: 8,
    institution: 'Internet Fibra Rápida',
    beneficiary: 'Internet Fibra Rápida',
    taxId: cnpj('506070800001'),
    payer: null,
    dueInDays: 12,
    nominal: 11_990,
    payableDaysAfterDue: null,
  },
  {
    id: '009',
    description: 'bank boleto due in 10 days, R$ 150,00 (the rewards journey pays it)',
    kind: 'bank',
    bankCode: '341',
    institution: 'Itaú Unibanco',
    beneficiary: 'Livraria Saber Ltda',
    taxId: cnpj('312456780001'),
    payer: null,
    dueInDays: 10,
    nominal: 15_000,
    fineBp: 200,
    interestMonthBp: 100,
    payableDaysAfterDue: 59,
  },
];

/** The bank free field: "77" then zeros then the entry id; nothing else in this registry starts so. */
const bankFreeField = (id: string) => `77${'0'.repeat(20)}${id}`;
/** The utility company field: company "0077", the due date (AAAAMMDD, FEBRABAN's optional date), zeros, the id. */
const utilityField = (id: string, due: IsoDate) => `0077${due.replaceAll('-', '')}${'0'.repeat(14)}${id}`;

/** A code of this registry that it does not know: for the "not found" case. */
const UNKNOWN_ID = '999';

function barcodeOf(entry: Entry, today: IsoDate): string {
  const due = addDays(today, entry.dueInDays);
  if (entry.kind === 'bank') {
    return buildBankBarcode({
      bankCode: entry.bankCode ?? '001',
      dueFactor: dueFactorOf(due),
      amount: entry.openAmount ? 0 : entry.nominal,
      freeField: bankFreeField(entry.id),
    });
  }
  return buildUtilityBarcode({
    segment: entry.segment ?? 6,
    valueId: entry.valueId ?? 6,
    amount: entry.nominal,
    companyField: utilityField(entry.id, due),
  });
}

export interface SandboxBoletoListing {
  id: string;
  description: string;
  linhaDigitavel: string;
  codigoDeBarras: string;
  dataVencimento: IsoDate;
}

/** The registry's boletos with their codes for `today` (the door lists them; journeys take them from it). */
export function sandboxBoletos(today: IsoDate): SandboxBoletoListing[] {
  const listed = ENTRIES.map((entry) => {
    const barcode = barcodeOf(entry, today);
    return {
      id: entry.id,
      description: entry.description,
      codigoDeBarras: barcode,
      linhaDigitavel: entry.kind === 'bank' ? bankBarcodeToLine(barcode) : utilityBarcodeToLine(barcode),
      dataVencimento: addDays(today, entry.dueInDays),
    };
  });
  const unknown = buildBankBarcode({
    bankCode: '341',
    dueFactor: dueFactorOf(addDays(today, 10)),
    amount: 10_000,
    freeField: bankFreeField(UNKNOWN_ID),
  });
  listed.push({
    id: UNKNOWN_ID,
    description: 'a well-formed bank boleto no one registered: not found',
    codigoDeBarras: unknown,
    linhaDigitavel: bankBarcodeToLine(unknown),
    dataVencimento: addDays(today, 10),
  });
  return listed;
}

function entryOf(boleto: Boleto): { entry: Entry; due: IsoDate | null } | null {
  if (boleto.kind === 'bank') {
    const entry = ENTRIES.find(
      (e) => e.kind === 'bank' && e.bankCode === boleto.bankCode && bankFreeField(e.id) === boleto.freeField,
    );
    if (!entry) return null;
    if (boleto.amount !== (entry.openAmount ? 0 : entry.nominal)) return null;
    return { entry, due: boleto.dueDate };
  }
  const field = boleto.companyField;
  if (!field.startsWith('0077')) return null;
  const entry = ENTRIES.find(
    (e) => e.kind === 'utility' && field.endsWith(e.id) && e.nominal === boleto.amount,
  );
  if (!entry) return null;
  const digits = field.slice(4, 12);
  const due = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  return { entry, due };
}

/** Charges on `paymentDate`: none up to the due date (moved to the next working day); then fine and interest. */
function charges(entry: Entry, due: IsoDate | null, paymentDate: IsoDate) {
  let discount = 0;
  let fine = 0;
  let interest = 0;
  if (due && entry.discount && paymentDate <= addDays(due, -entry.discount.daysBefore))
    discount = entry.discount.amount;
  if (due && paymentDate > workingDayOnOrAfter(due)) {
    const late = daysBetween(due, paymentDate);
    fine = Math.round((entry.nominal * (entry.fineBp ?? 0)) / 10_000);
    // Simple interest per month, pro rata die (30-day month), rounded to the centavo.
    interest = Math.round((entry.nominal * (entry.interestMonthBp ?? 0) * late) / (10_000 * 30));
  }
  return { discount, fine, interest };
}

export const sandboxBoletoRegistry: BoletoClearingHouse = {
  async lookup(boleto, paymentDate): Promise<RegisteredBoleto | null> {
    const found = entryOf(boleto);
    if (!found) return null;
    const { entry, due } = found;
    const { discount, fine, interest } = charges(entry, due, paymentDate);
    const updated = entry.nominal - discount + fine + interest;
    return {
      beneficiary: { name: entry.beneficiary, taxId: entry.taxId, institution: entry.institution },
      payerName: entry.payer,
      dueDate: due,
      nominal: entry.nominal,
      discount,
      interest,
      fine,
      updated,
      amountEditable: entry.openAmount !== undefined,
      minAmount: entry.openAmount?.min ?? updated,
      maxAmount: entry.openAmount?.max ?? updated,
      paid: entry.paid ?? false,
      payableUntil:
        due && entry.payableDaysAfterDue !== null ? addDays(due, entry.payableDaysAfterDue) : null,
    };
  },
};
