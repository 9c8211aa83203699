import { type Centavos, toReais } from '@carteira/core/money';
import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type InvoiceItem, toItem, type WireItem } from './invoices.ts';
import { creditCardKeys } from './keys.ts';
import { cents } from './wire.ts';

/** The signed contract and its addenda (each investment or redemption after it), newest first. */
export interface CardContract {
  signedAt: string;
  initialGuarantee: Centavos;
  guarantee: Centavos;
  limit: Centavos;
  dueDay: number;
  addenda: { id: string; kind: 'APLICACAO' | 'RESGATE'; amount: Centavos; guarantee: Centavos; at: string }[];
}

interface WireContract {
  dataAssinatura: string;
  valorGarantiaInicial: number;
  valorGarantia: number;
  limite: number;
  diaVencimentoFatura: number;
  aditivos: {
    idAditivo: string;
    tipo: 'APLICACAO' | 'RESGATE';
    valor: number;
    valorGarantia: number;
    dataAssinatura: string;
  }[];
}

/** contas/cartao-garantia/contratos. */
export async function fetchContracts(): Promise<CardContract[]> {
  const r = await bank.call<{ contratos: WireContract[] }>('contas/cartao-garantia/contratos');
  return r.contratos.map((c) => ({
    signedAt: c.dataAssinatura,
    initialGuarantee: cents(c.valorGarantiaInicial),
    guarantee: cents(c.valorGarantia),
    limit: cents(c.limite),
    dueDay: c.diaVencimentoFatura,
    addenda: c.aditivos.map((a) => ({
      id: a.idAditivo,
      kind: a.tipo,
      amount: cents(a.valor),
      guarantee: cents(a.valorGarantia),
      at: a.dataAssinatura,
    })),
  }));
}

/** contas/cartao-garantia/contrato-corrente/aditivo: the addendum to sign for investing `amount` more. */
export async function fetchAddendum(amount: Centavos): Promise<{ text: string; limit: Centavos }> {
  const r = await bank.call<{ texto: string; limite: number }>(
    'contas/cartao-garantia/contrato-corrente/aditivo',
    {
      valor: toReais(amount),
    },
  );
  return { text: r.texto, limit: cents(r.limite) };
}

/** A line of the card's statement: an invoice item, or a payment (kind PAGAMENTO, with its method). */
export type StatementLine = InvoiceItem & { invoiceId: string; method: string | null };

/** contas/cartao-garantia/extrato: the first page (50 lines), newest first. */
export async function fetchStatement(): Promise<{ lines: StatementLine[]; more: boolean }> {
  const r = await bank.call<{
    temMais: boolean;
    lancamentos: (WireItem & { faturaId: string; forma?: string })[];
  }>('contas/cartao-garantia/extrato', { pagina: 1, porPagina: 50 });
  return {
    more: r.temMais,
    lines: r.lancamentos.map((l) => ({ ...toItem(l), invoiceId: l.faturaId, method: l.forma ?? null })),
  };
}

export interface CardUsage {
  total: Centavos;
  used: Centavos;
  available: Centavos;
  usedPercent: number;
  purchases: number;
  purchasesAmount: Centavos;
  plansBalance: Centavos;
}

/** contas/cartao-garantia/informacoes-uso. */
export async function fetchUsage(): Promise<CardUsage> {
  const r = await bank.call<{
    limiteTotal: number;
    limiteUtilizado: number;
    limiteDisponivel: number;
    percentualUtilizado: number;
    quantidadeComprasFaturaAtual: number;
    valorComprasFaturaAtual: number;
    saldoParcelamentos: number;
  }>('contas/cartao-garantia/informacoes-uso');
  return {
    total: cents(r.limiteTotal),
    used: cents(r.limiteUtilizado),
    available: cents(r.limiteDisponivel),
    usedPercent: r.percentualUtilizado,
    purchases: r.quantidadeComprasFaturaAtual,
    purchasesAmount: cents(r.valorComprasFaturaAtual),
    plansBalance: cents(r.saldoParcelamentos),
  };
}

export interface HolderSettings {
  holder: string;
  last4: string;
  contactless: boolean;
  autoDebit: boolean;
  dueDay: number;
  bestPurchaseDay: number;
}

/** creditoclean/configuracoes-portador. */
export async function fetchHolderSettings(): Promise<HolderSettings> {
  const r = await bank.call<{
    nomePortador: string;
    finalCartao: string;
    permiteContactless: boolean;
    debitoAutomatico: boolean;
    diaVencimentoFatura: number;
    melhorDiaCompra: number;
  }>('creditoclean/configuracoes-portador');
  return {
    holder: r.nomePortador,
    last4: r.finalCartao,
    contactless: r.permiteContactless,
    autoDebit: r.debitoAutomatico,
    dueDay: r.diaVencimentoFatura,
    bestPurchaseDay: r.melhorDiaCompra,
  };
}

/** creditoclean/analise-de-credito: the secured card's analysis, and the balance there is to invest. */
export async function fetchCreditAnalysis(): Promise<{ approved: boolean; balance: Centavos }> {
  const r = await bank.call<{ situacao: string; saldoDisponivel: number }>('creditoclean/analise-de-credito');
  return { approved: r.situacao === 'APROVADO', balance: cents(r.saldoDisponivel) };
}

/** contas/cartao-garantia/faturas/futuras: what the invoices ahead already carry (instalments). */
export async function fetchFutureInvoices(): Promise<{ id: string; due: string; amount: Centavos }[]> {
  const r = await bank.call<{ faturas: { faturaId: string; dataVencimento: string; valorFatura: number }[] }>(
    'contas/cartao-garantia/faturas/futuras',
  );
  return r.faturas.map((f) => ({ id: f.faturaId, due: f.dataVencimento, amount: cents(f.valorFatura) }));
}

/** contas/cartao-garantia/aplicacao/qr-code-pix: a Pix code into the customer's account, for the guarantee. */
export async function guaranteeFundingCode(
  amount: Centavos,
): Promise<{ txid: string; code: string; expires: string }> {
  const r = await bank.call<{ txid: string; qrCode: string; dataExpiracao: string }>(
    'contas/cartao-garantia/aplicacao/qr-code-pix',
    { valor: toReais(amount) },
  );
  return { txid: r.txid, code: r.qrCode, expires: r.dataExpiracao };
}

/** contas/cartao-garantia/aplicacao/qr-code-pix/situacao: whether the code was paid, and the balance. */
export async function guaranteeFundingStatus(
  txid: string,
): Promise<{ paid: boolean; expired: boolean; balance: Centavos }> {
  const r = await bank.call<{ situacao: string; saldoDisponivel: number }>(
    'contas/cartao-garantia/aplicacao/qr-code-pix/situacao',
    { txid },
  );
  return {
    paid: r.situacao === 'CONCLUIDA',
    expired: r.situacao === 'EXPIRADA',
    balance: cents(r.saldoDisponivel),
  };
}

/** The guarantee as a CDB: the index, its rate, and what a whole redemption today would pay. */
export interface GuaranteePosition {
  index: string;
  percentOfIndex: number;
  annualRate: number | null;
  on: string;
  invested: Centavos;
  income: Centavos;
  gross: Centavos;
  iof: Centavos;
  incomeTax: Centavos;
  net: Centavos;
  /** The income tax rate (percent) of the oldest investment still held. */
  taxRate: number | null;
}

/** contas/cartao-garantia/posicao. */
export async function fetchPosition(): Promise<GuaranteePosition> {
  const r = await bank.call<{
    indice: string;
    percentualIndice: number;
    taxaIndiceAnual: number | null;
    dataPosicao: string;
    valorInvestido: number;
    rendimento: number;
    posicaoBruta: number;
    iof: number;
    impostoRenda: number;
    posicaoLiquida: number;
    aplicacoes: { aliquotaImpostoRenda: number }[];
  }>('contas/cartao-garantia/posicao');
  return {
    index: r.indice,
    percentOfIndex: r.percentualIndice,
    annualRate: r.taxaIndiceAnual,
    on: r.dataPosicao,
    invested: cents(r.valorInvestido),
    income: cents(r.rendimento),
    gross: cents(r.posicaoBruta),
    iof: cents(r.iof),
    incomeTax: cents(r.impostoRenda),
    net: cents(r.posicaoLiquida),
    taxRate: r.aplicacoes[0]?.aliquotaImpostoRenda ?? null,
  };
}

/** One query per read, under the customer, so a payment or a move of the guarantee refreshes it. */
export function useCardQuery<T>(name: string, fn: () => Promise<T>) {
  const session = useSession();
  return useQuery({
    queryKey: [...creditCardKeys.all(session?.clientKey ?? ''), name],
    queryFn: fn,
    enabled: session !== null,
  });
}
