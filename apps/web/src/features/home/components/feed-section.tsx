import { useNavigate } from 'react-router';
import { bannerTarget } from '../../../app/deep-links.ts';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type OfferCard, useCardAction, useFeed } from '../api/feed.ts';
import { homeMessages } from '../messages.ts';

/** Opens a card's or a banner's action: its component path, with additionalInfo as navigation state. */
export function useOpenAction() {
  const navigate = useNavigate();
  return (card: OfferCard) => {
    if (!card.actionPath) return;
    const target = bannerTarget({
      path: card.actionPath,
      additionalInfo: card.additionalInfo ? JSON.stringify(card.additionalInfo) : null,
    });
    if (target) navigate(target.to, { state: target.state });
  };
}

function FeedCard({ card }: { card: OfferCard }) {
  const t = useMessages(homeMessages);
  const act = useCardAction();
  const open = useOpenAction();
  const banner = card.placement === 'banner';
  return (
    <li
      className={banner ? 'feed-banner' : 'feed-card'}
      data-testid={`feed-${card.storyId}`}
      data-type={card.type}
    >
      <div className="feed-card__text">
        <h3 className="feed-card__title">{card.title}</h3>
        <p className="feed-card__body">{card.body}</p>
        {card.actionLabel && card.actionPath ? (
          <button
            type="button"
            className="feed-card__action"
            data-testid={`feed-${card.storyId}-open`}
            onClick={() => {
              act.mutate({ storyId: card.storyId, action: 'click' });
              open(card);
            }}
          >
            {card.actionLabel}
          </button>
        ) : null}
      </div>
      {banner ? null : (
        <button
          type="button"
          className="icon-button feed-card__close"
          aria-label={t('feedDismiss', { title: card.title })}
          data-testid={`feed-${card.storyId}-dismiss`}
          onClick={() => act.mutate({ storyId: card.storyId, action: 'delete' })}
        >
          <Icon name="close" />
        </button>
      )}
    </li>
  );
}

/** The home feed: the banners, then the cards (at most 10), each dismissable for good. Silent on failure. */
export function FeedSection() {
  const t = useMessages(homeMessages);
  const feed = useFeed();
  const cards = feed.data ?? [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="feed-title" className="feed">
      <h2 id="feed-title" className="shortcuts__title">
        {t('feedTitle')}
      </h2>
      <ul className="feed__list" data-testid="feed">
        {cards.map((card) => (
          <FeedCard key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}
