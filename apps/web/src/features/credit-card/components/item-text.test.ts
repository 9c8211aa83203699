import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import { interpolate, type MessageVars } from '../../../lib/i18n/define-messages.ts';
import type { InvoiceItem } from '../api/invoices.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { foreignText, itemText } from './item-text.ts';

type Key = keyof (typeof cardPagesMessages)['en'];
const translate =
  (locale: 'en' | 'pt-BR') =>
  (key: Key, vars?: MessageVars): string =>
    interpolate(cardPagesMessages[locale][key], vars);
const en = translate('en');
const pt = translate('pt-BR');

const item = (over: Partial<InvoiceItem>): InvoiceItem => ({
  id: 'i1',
  typeId: 1,
  kind: 'COMPRA',
  description: 'Mercado Bom Preço',
  amount: centavos(18_025),
  at: '2026-11-20T10:00:00-03:00',
  refDate: null,
  instalment: null,
  foreign: null,
  ...over,
});

describe('invoice items written by their type, in the customer language', () => {
  it('a purchase keeps the merchant; charges and instalments are translated, not the server Portuguese', () => {
    expect(itemText(en, item({}))).toBe('Mercado Bom Preço');
    const carried = item({
      kind: 'SALDO_ANTERIOR',
      description: 'Saldo não pago da fatura de 10/12/2026',
      refDate: '2026-12-10',
    });
    expect(itemText(en, carried)).toBe('Unpaid balance of the invoice due 10/12/2026');
    expect(itemText(pt, carried)).toBe('Saldo não pago da fatura de 10/12/2026');
    expect(
      itemText(en, item({ kind: 'JUROS_ROTATIVO', description: 'Juros do rotativo (6,90% a.m.)' })),
    ).toBe('Revolving credit interest (6,90% a month)');
    expect(itemText(en, item({ kind: 'IOF', description: 'IOF sobre o rotativo' }))).toBe(
      'IOF on revolving credit',
    );
    expect(itemText(en, item({ kind: 'MULTA', description: 'Multa por atraso (2%)' }))).toBe(
      'Late payment fine (2%)',
    );
    expect(itemText(en, item({ kind: 'MORA', description: 'Juros de mora (1% a.m.)' }))).toBe(
      'Late payment interest (1% a month)',
    );
    const instalment = item({
      kind: 'PARCELA_FATURA',
      description: 'Parcela 1/3 da fatura de 10/12/2026',
      refDate: '2026-12-10',
      instalment: { number: 1, count: 3 },
    });
    expect(itemText(en, instalment)).toBe('Instalment 1/3 of the invoice due 10/12/2026');
    expect(itemText(pt, instalment)).toBe('Parcela 1/3 da fatura de 10/12/2026');
  });

  it('a payment names its method; an excluded item (type 3) says so; an unknown kind shows the server text', () => {
    const payment = {
      ...item({ kind: 'PAGAMENTO', typeId: 2, description: 'Pagamento da fatura' }),
      method: 'DEBITO_CONTA',
    };
    expect(itemText(en, payment)).toBe('Invoice payment · account debit');
    expect(itemText(pt, payment)).toBe('Pagamento da fatura · débito em conta');
    expect(itemText(en, item({ typeId: 3 }))).toBe('Mercado Bom Preço (excluded)');
    expect(itemText(en, item({ kind: 'ANUIDADE', description: 'Anuidade' }))).toBe('Anuidade');
  });

  it('a purchase abroad shows its dollars and rate; its IOF and a previous credit are translated', () => {
    const abroad = item({ foreign: { currency: 'USD', amount: 2_000, rate: 5.526 } });
    expect(foreignText(pt, abroad)).toBe('US$ 20,00 à cotação de R$ 5,5260');
    expect(foreignText(en, abroad)).toBe('US$ 20,00 at R$ 5,5260');
    expect(foreignText(en, item({}))).toBeNull();
    expect(itemText(pt, item({ kind: 'IOF_INTERNACIONAL' }))).toBe('IOF de compra internacional (3,50%)');
    expect(itemText(en, item({ kind: 'IOF_INTERNACIONAL' }))).toBe('IOF on a purchase abroad (3,50%)');
    expect(itemText(en, item({ kind: 'CREDITO_ANTERIOR', typeId: 2, refDate: '2026-12-10' }))).toBe(
      'Credit from the invoice due 10/12/2026',
    );
  });
});
