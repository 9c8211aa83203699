import type { Centavos } from '@carteira/core/money';
import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { creditCardKeys } from './keys.ts';
import { cents } from './wire.ts';

/** The spec's page size for invoices. */
export const INVOICE_PAGE_SIZE = 50;

export interface Invoice {
  id: string;
  status: string;
  closing: string;
  due: string;
  amount: Centavos;
  minimum: Centavos;
  paid: Centavos;
  pending: Centavos;
  paymentStatus: string | null;
  /** The plan that settled the invoice, when it was paid in instalments. */
  plan: { count: number; value: Centavos; total: Centavos } | null;
}

/** An invoice item: type 1 debit, 2 credit, 3 excluded; the app writes it by kind (item-text.ts). */
export interface InvoiceItem {
  id: string;
  typeId: number;
  kind: string;
  /** The server's Portuguese text: shown only for a purchase (the merchant) or a kind the app does not know. */
  description: string;
  amount: Centavos;
  at: string;
  /** The invoice an unpaid balance or an instalment came from (its due date). */
  refDate: string | null;
  instalment: { number: number; count: number } | null;
  /** A purchase abroad: its amount in US cents and the rate it was converted at (reais per dollar). */
  foreign: { currency: string; amount: number; rate: number } | null;
}

/** An invoice's totals by kind (wallet.md section 7): national, international, taxes, previous credit. */
export interface InvoiceSummary {
  national: Centavos;
  international: Centavos;
  taxes: Centavos;
  previousCredit: Centavos;
  /** The dollar the purchases abroad were converted at, and their total in US cents; null when none. */
  exchange: { currency: string; rate: number; foreignTotal: number } | null;
}

export interface WireItem {
  id: string;
  idTipoItem: number;
  tipo: string;
  descricao: string;
  valor: number;
  data: string;
  dataReferencia?: string | null;
  parcela?: { numero: number; quantidade: number } | null;
  compraInternacional?: { moeda: string; valorMoeda: number; cotacao: number } | null;
}

export const toItem = (i: WireItem): InvoiceItem => ({
  id: i.id,
  typeId: i.idTipoItem,
  kind: i.tipo,
  description: i.descricao,
  amount: cents(i.valor),
  at: i.data,
  refDate: i.dataReferencia ?? null,
  instalment: i.parcela ? { number: i.parcela.numero, count: i.parcela.quantidade } : null,
  foreign: i.compraInternacional
    ? {
        currency: i.compraInternacional.moeda,
        amount: cents(i.compraInternacional.valorMoeda),
        rate: i.compraInternacional.cotacao,
      }
    : null,
});

interface WireSummary {
  totalNacional?: number;
  totalInternacional?: number;
  impostos?: number;
  creditoAnterior?: number;
  cambio?: { moeda: string; cotacao: number; totalMoeda: number } | null;
}

const toSummary = (w: WireSummary): InvoiceSummary => ({
  national: cents(w.totalNacional ?? 0),
  international: cents(w.totalInternacional ?? 0),
  taxes: cents(w.impostos ?? 0),
  previousCredit: cents(w.creditoAnterior ?? 0),
  exchange: w.cambio
    ? { currency: w.cambio.moeda, rate: w.cambio.cotacao, foreignTotal: cents(w.cambio.totalMoeda) }
    : null,
});

interface WireInvoice {
  faturaId: string;
  statusFatura: string;
  dataFechamento: string;
  dataVencimento: string;
  valorFatura: number;
  valorPagamentoMinimo: number;
  valorPago: number;
  saldoPendente: number;
  statusPagamento: string | null;
  parcelamento?: { quantidadeParcelas: number; valorParcela: number; valorTotal: number } | null;
}

const toInvoice = (w: WireInvoice): Invoice => ({
  id: w.faturaId,
  status: w.statusFatura,
  closing: w.dataFechamento,
  due: w.dataVencimento,
  amount: cents(w.valorFatura),
  minimum: cents(w.valorPagamentoMinimo),
  paid: cents(w.valorPago),
  pending: cents(w.saldoPendente),
  paymentStatus: w.statusPagamento,
  plan: w.parcelamento
    ? {
        count: w.parcelamento.quantidadeParcelas,
        value: cents(w.parcelamento.valorParcela),
        total: cents(w.parcelamento.valorTotal),
      }
    : null,
});

/** contas/cartao-garantia/faturas: the first page (50), newest first. */
export async function fetchInvoices(): Promise<Invoice[]> {
  const r = await bank.call<{ faturas: WireInvoice[] }>('contas/cartao-garantia/faturas', {
    pagina: 1,
    porPagina: INVOICE_PAGE_SIZE,
  });
  return r.faturas.map(toInvoice);
}

export function useInvoices() {
  const session = useSession();
  return useQuery({
    queryKey: creditCardKeys.invoices(session?.clientKey ?? ''),
    queryFn: fetchInvoices,
    enabled: session !== null,
  });
}

/** contas/cartao-garantia/faturas/detalhes: the invoice and its items. */
export async function fetchInvoice(
  id: string,
): Promise<Invoice & { items: InvoiceItem[]; summary: InvoiceSummary }> {
  const r = await bank.call<WireInvoice & WireSummary & { itens: WireItem[] }>(
    'contas/cartao-garantia/faturas/detalhes',
    { faturaId: id },
  );
  return { ...toInvoice(r), items: r.itens.map(toItem), summary: toSummary(r) };
}

export function useInvoice(id: string) {
  const session = useSession();
  return useQuery({
    queryKey: creditCardKeys.invoice(session?.clientKey ?? '', id),
    queryFn: () => fetchInvoice(id),
    enabled: session !== null && id !== '',
  });
}
