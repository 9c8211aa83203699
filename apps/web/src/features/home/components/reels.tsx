import { abbreviateNumber } from '@carteira/core/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { pendingStory, usePendingStory } from '../../../lib/engage/engage-link.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type Reel, useCardAction, useReels } from '../api/feed.ts';
import { homeMessages } from '../messages.ts';
import { useOpenAction } from './feed-section.tsx';

/** Home's navigation state while a reel is open: back closes it. */
export interface ReelState {
  reel?: string;
}

/** The reel open on home, if any (its story id in the navigation state). */
export function openReelOf(state: unknown): string | null {
  const reel = (state as ReelState | null)?.reel;
  return typeof reel === 'string' ? reel : null;
}

/**
 * The reels of home (getReelsDom): a row of covers, the ones not yet watched ringed. A cover opens its
 * reel over home; a reel a notification's link named (the pending story) opens by itself.
 */
export function ReelsStrip() {
  const t = useMessages(homeMessages);
  const reels = useReels();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = usePendingStory();
  const list = reels.data ?? [];
  const linked = pending && !pending.dialog ? list.find((r) => r.storyId === pending.storyId) : undefined;
  const openReel = useCallback(
    (storyId: string) => void navigate(location.pathname, { state: { reel: storyId } satisfies ReelState }),
    [navigate, location.pathname],
  );
  useEffect(() => {
    if (!linked) return;
    pendingStory.clear();
    openReel(linked.storyId);
  }, [linked, openReel]);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="reels-title" className="reels">
      <h2 id="reels-title" className="shortcuts__title">
        {t('reelsTitle')}
      </h2>
      <ul className="reels__list" data-testid="reels">
        {list.map((reel) => (
          <li key={reel.storyId}>
            <button
              type="button"
              className={`reel-cover${reel.seen ? ' reel-cover--seen' : ''}`}
              aria-label={`${t('reelCover', { title: reel.title, description: reel.description })}${
                reel.seen ? `, ${t('reelSeen')}` : ''
              }`}
              data-testid={`reel-${reel.storyId}`}
              data-seen={reel.seen}
              onClick={() => openReel(reel.storyId)}
            >
              <span className="reel-cover__ring" aria-hidden="true">
                <span className="reel-cover__face">{reel.title.slice(0, 1)}</span>
              </span>
              <span className="reel-cover__label">{reel.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A reel over home: its slides one at a time (next, previous, the arrow keys), how many watched it
 * (K/M/B), its action on the last slide. Told to the bank as viewed when it opens; back, Escape or the
 * close button returns home.
 */
export function ReelViewer({ storyId }: { storyId: string }) {
  const t = useMessages(homeMessages);
  const reels = useReels();
  const navigate = useNavigate();
  const open = useOpenAction();
  const { mutate } = useCardAction();
  const reel: Reel | undefined = reels.data?.find((r) => r.storyId === storyId);
  const [index, setIndex] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const viewed = useRef(false);
  const total = reel?.slides.length ?? 0;
  const close = useCallback(() => void navigate(-1), [navigate]);
  useEffect(() => {
    if (!reel || viewed.current) return;
    viewed.current = true;
    mutate({ storyId: reel.storyId, action: 'view' });
    panel.current?.focus();
  }, [reel, mutate]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, Math.max(0, total - 1)));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close, total]);
  const slide = reel?.slides[index];
  if (!reel || !slide) return null;
  const last = index === total - 1;
  return (
    <div
      ref={panel}
      className="reel-viewer"
      role="dialog"
      aria-modal="true"
      aria-labelledby="reel-title"
      tabIndex={-1}
      data-testid="reel-viewer"
      data-story={reel.storyId}
    >
      <div className="reel-viewer__progress" aria-hidden="true">
        {reel.slides.map((s, i) => (
          <span
            key={s.id}
            className={i <= index ? 'reel-viewer__step reel-viewer__step--done' : 'reel-viewer__step'}
          />
        ))}
      </div>
      <div className="reel-viewer__header">
        <div>
          <h2 id="reel-title" className="reel-viewer__title">
            {reel.title}
          </h2>
          <p className="reel-viewer__views" data-testid="reel-views">
            {t('reelViews', { count: abbreviateNumber(reel.views) })}
          </p>
        </div>
        <button
          type="button"
          className="icon-button reel-viewer__close"
          aria-label={t('reelClose')}
          onClick={close}
          data-testid="reel-close"
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="reel-viewer__slide" aria-live="polite" data-testid="reel-slide">
        <p className="reel-viewer__count">{t('reelSlideOf', { n: index + 1, total })}</p>
        <h3 className="reel-viewer__heading">{slide.title}</h3>
        <p className="reel-viewer__body">{slide.body}</p>
      </div>
      <div className="reel-viewer__footer">
        {last && slide.actionLabel && slide.actionPath ? (
          <Button
            onClick={() => {
              mutate({ storyId: reel.storyId, action: 'click' });
              open(slide, { replace: true });
            }}
            data-testid="reel-action"
          >
            {slide.actionLabel}
          </Button>
        ) : null}
        <div className="reel-viewer__nav">
          <Button
            variant="outlined"
            block={false}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
            data-testid="reel-previous"
          >
            {t('reelPrevious')}
          </Button>
          {last ? null : (
            <Button
              variant="outlined"
              block={false}
              onClick={() => setIndex(index + 1)}
              data-testid="reel-next"
            >
              {t('reelNext')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
