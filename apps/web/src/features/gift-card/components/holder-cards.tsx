import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useHolderCards, useHolderStatus } from '../api/holder.ts';
import type { Redeemed } from '../api/redeem-gift-card.ts';
import { useCreditHolderCard } from '../api/redeem-gift-card.ts';
import { giftCardMessages } from '../messages.ts';

/**
 * "My gift cards": the cards issued to the customer as a holder (conta/gc-consultar-contas), each one
 * still available credited into the balance with a tap. Nothing shows while they are not a holder.
 */
export function HolderCards({ onCredited }: { onCredited: (done: Redeemed) => void }) {
  const t = useMessages(giftCardMessages);
  const holder = useHolderStatus();
  const registered = holder.data?.status === 'ATIVO';
  const cards = useHolderCards(registered);
  const credit = useCreditHolderCard();
  if (!registered || !cards.data || cards.data.length === 0) return null;
  return (
    <section
      className="gift-card-section"
      data-testid="gift-card-holder-cards"
      aria-labelledby="gift-card-mine"
    >
      <h2 id="gift-card-mine" className="gift-card-section__title">
        {t('myCardsHeading')}
      </h2>
      <ul className="gift-card-list">
        {cards.data.map((card) => (
          <li key={card.key} className="card gift-card-item" data-testid="gift-card-holder-card">
            <div className="gift-card-item__row">
              <span className="gift-card-item__number">{card.number}</span>
              <span className="muted" data-testid="gift-card-holder-card-status">
                {t(`status${card.status}`)}
              </span>
            </div>
            <div className="gift-card-item__row">
              <span className="gift-card-item__amount amount">{formatBRL(card.amount)}</span>
              <span className="muted">{t('validUntil', { date: formatDate(card.validUntil) })}</span>
            </div>
            {card.status === 'DISPONIVEL' ? (
              <Button
                disabled={credit.isPending}
                onClick={() => credit.mutate(card.key, { onSuccess: onCredited })}
                data-testid="gift-card-credit"
              >
                {credit.isPending ? t('crediting') : t('credit')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
