import { formatBRL } from '@carteira/core/money';
import { maskPixKey, type StaticPixBrCode } from '@carteira/core/pix';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { pixMessages } from '../messages.ts';

/** What a static code says by itself (name, city, key, amount), shown when the directory does not know its key. */
export function CodeDetails({ code }: { code: StaticPixBrCode }) {
  const t = useMessages(pixMessages);
  const rows: Array<[string, string, string]> = [
    [t('reviewTo'), code.merchantName, 'pix-code-name'],
    [t('reviewCity'), code.merchantCity, 'pix-code-city'],
    [t('reviewKey'), maskPixKey(code.keyType, code.key), 'pix-code-key'],
    [
      t('amountLabel'),
      code.amount === undefined ? t('receiveAnyAmount') : formatBRL(code.amount),
      'pix-code-amount',
    ],
  ];
  return (
    <section className="card" aria-labelledby="pix-code-heading" data-testid="pix-code-details">
      <h3 id="pix-code-heading" className="pix-receipt__heading">
        {t('codeDetailsHeading')}
      </h3>
      <dl className="review">
        {rows.map(([label, value, testId]) => (
          <div className="review__row" key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('codeDetailsUnknownKey')}</p>
    </section>
  );
}
