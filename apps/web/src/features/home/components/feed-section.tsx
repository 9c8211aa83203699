import { abbreviateNumber } from '@carteira/core/money';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { bannerTarget } from '../../../app/deep-links.ts';
import { Icon } from '../../../components/icon.tsx';
import { pendingStory, usePendingStory } from '../../../lib/engage/engage-link.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { cardStates } from '../api/card-states.ts';
import { type OfferCard, shownHere, useCardAction, useFeed, useReportServed } from '../api/feed.ts';
import { homeMessages } from '../messages.ts';
import { useViewportList } from './viewport-list.ts';

/**
 * Opens a card's or a banner's action: its component path, with additionalInfo as navigation state.
 * `replace` takes the place of the current entry (a reel's action: back returns home, not to the reel).
 */
export function useOpenAction() {
  const navigate = useNavigate();
  return (card: OfferCard, options: { replace?: boolean } = {}) => {
    if (!card.actionPath) return;
    const target = bannerTarget({
      path: card.actionPath,
      additionalInfo: card.additionalInfo ? JSON.stringify(card.additionalInfo) : null,
    });
    if (target) void navigate(target.to, { state: target.state, replace: options.replace ?? false });
  };
}

/** "Was this useful?": the customer's answer (carduseful, cardnotuseful) and how many found it useful (K/M/B). */
function UsefulRow({ card }: { card: OfferCard }) {
  const t = useMessages(homeMessages);
  const act = useCardAction();
  const count = card.usefulCount ?? 0;
  return (
    <div className="feed-card__feedback">
      <span className="feed-card__ask">{t('feedUsefulAsk')}</span>
      <button
        type="button"
        className="icon-button feed-card__vote"
        aria-label={t('feedUseful')}
        aria-pressed={card.feedback === 'useful'}
        data-testid={`feed-${card.storyId}-useful`}
        onClick={() => act.mutate({ storyId: card.storyId, action: 'carduseful' })}
      >
        <Icon name="thumb-up" size={18} />
      </button>
      <button
        type="button"
        className="icon-button feed-card__vote"
        aria-label={t('feedNotUseful')}
        aria-pressed={card.feedback === 'not_useful'}
        data-testid={`feed-${card.storyId}-not-useful`}
        onClick={() => act.mutate({ storyId: card.storyId, action: 'cardnotuseful' })}
      >
        <Icon name="thumb-down" size={18} />
      </button>
      {count > 0 ? (
        <span className="feed-card__count" data-testid={`feed-${card.storyId}-useful-count`}>
          {t('feedUsefulCount', { count: abbreviateNumber(count) })}
        </span>
      ) : null}
    </div>
  );
}

function FeedCard({ card, highlighted }: { card: OfferCard; highlighted: boolean }) {
  const t = useMessages(homeMessages);
  const act = useCardAction();
  const open = useOpenAction();
  const banner = card.placement === 'banner';
  const element = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) element.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <li
      ref={element}
      id={`story-${card.storyId}`}
      className={`${banner ? 'feed-banner' : 'feed-card'}${highlighted ? ' feed-card--linked' : ''}`}
      data-testid={`feed-${card.storyId}`}
      data-story={card.storyId}
      data-type={card.type}
      data-linked={highlighted || undefined}
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
        {banner ? null : <UsefulRow card={card} />}
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

/**
 * This visit's states on the device, read once as home opens: a card reaching its show limit during
 * the visit stays until the next one.
 */
function useStatesAtOpen() {
  const account = useSession()?.accountKey ?? '';
  const [states] = useState(() => cardStates.of(account));
  return states;
}

/**
 * The home feed: the banners in a carousel (one at a time on a phone or a tablet, cross-cutting.md
 * section 3), then the cards (at most 10), each dismissable for good; the ones this device dismissed or
 * showed their limit of times are skipped. A card or banner half in view for 100 ms is served. A card
 * a notification's link named (the pending story) is scrolled to and marked. Silent on failure.
 */
export function FeedSection() {
  const t = useMessages(homeMessages);
  const feed = useFeed();
  const pending = usePendingStory();
  const states = useStatesAtOpen();
  const reportServed = useReportServed();
  const section = useRef<HTMLElement>(null);
  const shown = (feed.data ?? []).filter((c) => shownHere(c, states));
  const banners = shown.filter((c) => c.placement === 'banner');
  const cards = shown.filter((c) => c.placement !== 'banner');
  useViewportList(section, shown.map((c) => c.id).join(' '), reportServed);
  const [marked, setMarked] = useState<string | null>(null);
  const linked = pending && !pending.dialog ? shown.find((c) => c.storyId === pending.storyId) : undefined;
  useEffect(() => {
    if (!linked) return;
    // the link was acted on: it is forgotten, the mark stays while home shows
    setMarked(linked.storyId);
    pendingStory.clear();
  }, [linked]);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="feed-title" className="feed" ref={section}>
      <h2 id="feed-title" className="shortcuts__title">
        {t('feedTitle')}
      </h2>
      {banners.length > 0 ? (
        <ul className="feed-carousel" aria-label={t('feedBanners')} data-testid="feed-carousel">
          {banners.map((card) => (
            <FeedCard key={card.id} card={card} highlighted={marked === card.storyId} />
          ))}
        </ul>
      ) : null}
      <ul className="feed__list" data-testid="feed">
        {cards.map((card) => (
          <FeedCard key={card.id} card={card} highlighted={marked === card.storyId} />
        ))}
      </ul>
    </section>
  );
}
