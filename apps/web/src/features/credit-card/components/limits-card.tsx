import { formatBRL } from '@carteira/core/money';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { CardConfiguration } from '../api/configuration.ts';
import { creditCardMessages } from '../messages.ts';

/** The card's face and its limits: total, used and available, with a bar of what is used. */
export function LimitsCard({ config }: { config: CardConfiguration }) {
  const t = useMessages(creditCardMessages);
  const usedPercent = config.total > 0 ? Math.min(100, Math.round((config.used * 100) / config.total)) : 0;
  return (
    <section className="cc-limits" data-testid="cc-limits">
      <div className="cc-face">
        <span>{t('cardEnding', { last4: config.last4 })}</span>
      </div>
      <div className="cc-limits__row">
        <span>{t('limitAvailable')}</span>
        <span className="cc-limits__value" data-testid="cc-limit-available">
          {formatBRL(config.available)}
        </span>
      </div>
      <div className="cc-bar" aria-hidden="true">
        <div className="cc-bar__used" style={{ width: `${usedPercent}%` }} />
      </div>
      <div className="cc-limits__row">
        <span>{t('limitUsed')}</span>
        <span className="cc-limits__value" data-testid="cc-limit-used">
          {formatBRL(config.used)}
        </span>
      </div>
      <div className="cc-limits__row">
        <span>{t('limitTotal')}</span>
        <span className="cc-limits__value" data-testid="cc-limit-total">
          {formatBRL(config.total)}
        </span>
      </div>
    </section>
  );
}
