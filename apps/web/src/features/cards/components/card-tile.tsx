import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Card } from '../api/card-wire.ts';
import { cardsMessages } from '../messages.ts';

/** One card: type, brand, the last 4 digits, expiry and status, with its actions below. */
export function CardTile({ card, children }: { card: Card; children?: ReactNode }) {
  const t = useMessages(cardsMessages);
  const status = card.awaitingArrival
    ? t('statusArrival')
    : card.blockedWrongPin
      ? t('statusWrongPin')
      : card.group === 'active'
        ? t('statusActive')
        : t('statusBlocked');
  return (
    <article
      className="card card-tile"
      data-testid={`card-${card.last4}`}
      data-card-key={card.key}
      aria-label={t('endingIn', { last4: card.last4 })}
    >
      <div className={`card-tile__face card-tile__face--${card.type}`}>
        <span className="card-tile__type">{card.type === 'physical' ? t('physical') : t('virtual')}</span>
        <span className="card-tile__number">•••• {card.last4}</span>
        <span className="card-tile__meta">
          <span>{card.name}</span>
          <span>{t('expiry', { month: card.expiry.slice(0, 2), year: card.expiry.slice(2) })}</span>
        </span>
        <span className="card-tile__brand">{card.brand}</span>
      </div>
      <p className={`card-tile__status card-tile__status--${card.group}`} data-testid="card-status">
        {status}
      </p>
      {children ? <div className="card-tile__actions">{children}</div> : null}
    </article>
  );
}
