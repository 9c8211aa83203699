import { formatDate } from '@carteira/core/calendar';
import { formatBRL, formatPercent } from '@carteira/core/money';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { fetchPosition, useCardQuery } from '../api/card-info.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';

/** The guarantee's CDB (contas/cartao-garantia/posicao): index, rate, income, taxes, net value today. */
export function GuaranteeYieldCard() {
  const t = useMessages(cardPagesMessages);
  const position = useCardQuery('position', fetchPosition);
  if (!position.data) return null;
  const p = position.data;
  const row = (label: string, value: string, testId: string) => (
    <div className="cc-limits__row">
      <span>{label}</span>
      <span className="cc-limits__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
  return (
    <section className="cc-invoice" data-testid="cc-yield">
      <strong>{t('yieldTitle')}</strong>
      <span className="muted">{t('yieldProduct', { percent: p.percentOfIndex, index: p.index })}</span>
      {p.annualRate !== null ? (
        <span className="muted">{t('yieldRate', { index: p.index, rate: formatPercent(p.annualRate) })}</span>
      ) : null}
      {row(t('yieldIncome'), formatBRL(p.income), 'cc-yield-income')}
      {row(t('yieldGross'), formatBRL(p.gross), 'cc-yield-gross')}
      {p.iof > 0 ? row(t('yieldIof'), `- ${formatBRL(p.iof)}`, 'cc-yield-iof') : null}
      {row(
        t('yieldTax', { rate: formatPercent(p.taxRate ?? 22.5, (p.taxRate ?? 22.5) % 1 === 0 ? 0 : 1) }),
        `- ${formatBRL(p.incomeTax)}`,
        'cc-yield-tax',
      )}
      {row(t('yieldNet'), formatBRL(p.net), 'cc-yield-net')}
      <span className="muted">{t('yieldOn', { date: formatDate(p.on) })}</span>
    </section>
  );
}
