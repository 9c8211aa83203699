import { formatCpf } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { centavos, formatBRL } from '@carteira/core/money';
import { FINANCING_COMPANY_NAME } from '../down-payment/financing-account.ts';
import type { DeliveryAddress, ProposalRow, SelectedProductRow } from '../financing.table.ts';
import { percent } from '../financing-math.ts';

/** Text for HTML: every interpolated value goes through here. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const brl = (cents: number) => escapeHtml(formatBRL(centavos(cents)));
const day = (iso: string) => escapeHtml(formatDate(iso));
const pct = (rate: number) => escapeHtml(`${percent(rate).toFixed(2).replace('.', ',')}%`);

export interface CcbInput {
  contractingKey: string;
  customerName: string;
  cpf: string;
  product: SelectedProductRow;
  proposal: ProposalRow;
  address: DeliveryAddress | null;
}

/** The Cédula de Crédito Bancário of the proposal: the customer's figures and the full schedule. */
export function ccbHtml(input: CcbInput): string {
  const { proposal: p, product } = input;
  const rows = p.schedule
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.number)}</td><td>${day(line.dueDate)}</td><td>${brl(line.payment)}</td></tr>`,
    )
    .join('');
  const address = input.address
    ? `<p>Endereço de entrega: ${escapeHtml(
        `${input.address.street}, ${input.address.number}${input.address.complement ? ` ${input.address.complement}` : ''} - ${input.address.neighborhood}, ${input.address.city}/${input.address.uf}, CEP ${input.address.cep}`,
      )}</p>`
    : '';
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Cédula de Crédito Bancário</title></head><body>',
    '<h1>Cédula de Crédito Bancário - Financiamento de aparelho</h1>',
    `<p>Contratação: ${escapeHtml(input.contractingKey)}</p>`,
    `<p>Emitente: ${escapeHtml(input.customerName)}, CPF ${escapeHtml(formatCpf(input.cpf))}</p>`,
    `<p>Credor: ${escapeHtml(FINANCING_COMPANY_NAME)}</p>`,
    `<p>Bem financiado: ${escapeHtml(`${product.name} ${product.storage} ${product.color}`)}, valor ${brl(p.productCents)}</p>`,
    `<p>Seguro: ${escapeHtml(p.insuranceName)}, ${brl(p.insuranceCents)}</p>`,
    address,
    '<h2>Valores</h2><ul>',
    `<li>Entrada: ${brl(p.downPaymentCents)}</li>`,
    `<li>Valor solicitado: ${brl(p.requestedCents)}</li>`,
    `<li>IOF financiado: ${brl(p.iofCents)}</li>`,
    `<li>Valor financiado: ${brl(p.principalCents)}</li>`,
    `<li>Taxa de juros: ${pct(p.monthlyRate)} ao mês</li>`,
    `<li>CET: ${pct(p.cet)} ao ano</li>`,
    `<li>Total das parcelas: ${brl(p.totalCents)}</li>`,
    `<li>Total com a entrada: ${brl(p.totalCents + p.downPaymentCents)}</li>`,
    `<li>Liberação: ${day(p.releaseDate)}</li>`,
    '</ul>',
    `<h2>Parcelas (${escapeHtml(p.installments)})</h2>`,
    `<table><thead><tr><th>Nº</th><th>Vencimento</th><th>Valor</th></tr></thead><tbody>${rows}</tbody></table>`,
    '<p>Ao aceitar, o emitente declara conhecer e concordar com os valores, as datas e o Custo Efetivo Total acima.</p>',
    '</body></html>',
  ].join('');
}
