import { type Centavos, fromReais } from '@carteira/core/money';

/** pagamento/validar-boleto's answer (docs/bank-api.md, Boleto). */
export interface BoletoDetailsWire {
  tipo: 'BANCARIO' | 'ARRECADACAO';
  linhaDigitavel: string;
  codigoDeBarras: string;
  valor: number;
  valorAtualizado: number;
  totalDesconto: number;
  juros: number;
  multa: number;
  nomeBeneficiario: string;
  documentoBeneficiario: string;
  nomePagador: string;
  cedente: string;
  dataVencimento: string | null;
  dataPagamento: string;
  liquidacaoProximoDiaUtil: boolean;
  /** Why it settles on a later day (absent when it settles today). */
  motivoProximoDiaUtil?: 'APOS_HORARIO' | 'FIM_DE_SEMANA' | 'FERIADO';
  /** The holiday's official name, with FERIADO. */
  feriado?: string;
  permiteAlterarValor: boolean;
  valorMinimo: number;
  valorMaximo: number;
  horarioLimitePagamento: string;
}

/** The boleto as the review shows it; amounts in centavos. */
export interface BoletoDetails {
  kind: 'bank' | 'utility';
  line: string;
  barcode: string;
  nominal: Centavos;
  updated: Centavos;
  discount: Centavos;
  interest: Centavos;
  fine: Centavos;
  beneficiary: string;
  beneficiaryDocument: string;
  institution: string;
  payer: string;
  dueDate: string | null;
  settlesOn: string;
  nextWorkingDay: boolean;
  /** Why it waits for the next working day, when the bank said. */
  deferredBy: { reason: 'holiday'; holiday: string } | { reason: 'weekend' | 'afterCutOff' } | null;
  amountEditable: boolean;
  min: Centavos;
  max: Centavos;
  cutOff: string;
}

function deferredFromWire(w: BoletoDetailsWire): BoletoDetails['deferredBy'] {
  if (w.motivoProximoDiaUtil === 'FERIADO') return { reason: 'holiday', holiday: w.feriado ?? '' };
  if (w.motivoProximoDiaUtil === 'FIM_DE_SEMANA') return { reason: 'weekend' };
  if (w.motivoProximoDiaUtil === 'APOS_HORARIO') return { reason: 'afterCutOff' };
  return null;
}

export function detailsFromWire(w: BoletoDetailsWire): BoletoDetails {
  return {
    kind: w.tipo === 'BANCARIO' ? 'bank' : 'utility',
    line: w.linhaDigitavel,
    barcode: w.codigoDeBarras,
    nominal: fromReais(w.valor),
    updated: fromReais(w.valorAtualizado),
    discount: fromReais(w.totalDesconto),
    interest: fromReais(w.juros),
    fine: fromReais(w.multa),
    beneficiary: w.nomeBeneficiario,
    beneficiaryDocument: w.documentoBeneficiario,
    institution: w.cedente,
    payer: w.nomePagador,
    dueDate: w.dataVencimento,
    settlesOn: w.dataPagamento,
    nextWorkingDay: w.liquidacaoProximoDiaUtil,
    deferredBy: deferredFromWire(w),
    amountEditable: w.permiteAlterarValor,
    min: fromReais(w.valorMinimo),
    max: fromReais(w.valorMaximo),
    cutOff: w.horarioLimitePagamento,
  };
}

/** A boleto schedule (Agendamento). */
export interface BoletoScheduleWire {
  idAgendamento: string;
  statusDescricao: 'AGENDADO' | 'EFETIVADO' | 'FALHOU' | 'CANCELADO';
  valor: number;
  dataPagamento: string;
  linhaDigitavel: string;
  dataVencimento: string | null;
  nomeBeneficiario: string;
}

export interface BoletoSchedule {
  id: string;
  status: BoletoScheduleWire['statusDescricao'];
  amount: Centavos;
  payOn: string;
  line: string;
  beneficiary: string;
}

export const scheduleFromWire = (w: BoletoScheduleWire): BoletoSchedule => ({
  id: w.idAgendamento,
  status: w.statusDescricao,
  amount: fromReais(w.valor),
  payOn: w.dataPagamento,
  line: w.linhaDigitavel,
  beneficiary: w.nomeBeneficiario,
});
