import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { dialogSupported } from '../../../components/notice-dialog.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCardAction, useDialog } from '../api/feed.ts';
import { homeMessages } from '../messages.ts';
import { useOpenAction } from './feed-section.tsx';

/** Dialog time-out default 8 seconds, counted from app launch (cross-cutting.md sections 4 and 9). */
export const DIALOG_TIMEOUT_MS = 8000;

/**
 * The feed's dialog, shown once: centred, told to the bank as served when shown (so it never comes
 * back), and dropped when its answer arrives later than 8 s after the app started.
 */
export function FeedDialog() {
  const t = useMessages(homeMessages);
  const dialog = useDialog();
  const act = useCardAction();
  const open = useOpenAction();
  const element = useRef<HTMLDialogElement>(null);
  const [closed, setClosed] = useState(false);
  const card = dialog.data ?? null;
  const late = dialog.dataUpdatedAt > 0 && dialog.dataUpdatedAt - performance.timeOrigin > DIALOG_TIMEOUT_MS;
  const show = card !== null && !closed && !late && dialogSupported();
  const storyId = card?.storyId;
  const { mutate } = act;
  useEffect(() => {
    const el = element.current;
    if (!el || !show || !storyId) return;
    if (!el.open) el.showModal();
    mutate({ storyId, action: 'served' });
  }, [show, storyId, mutate]);
  if (!card || !show) return null;
  const close = () => {
    element.current?.close();
    setClosed(true);
  };
  return (
    <dialog
      ref={element}
      className="notice-dialog"
      aria-labelledby="feed-dialog-title"
      data-testid="feed-dialog"
      onClose={() => setClosed(true)}
    >
      <h2 id="feed-dialog-title" className="sheet__title">
        {card.title}
      </h2>
      <p>{card.body}</p>
      {card.actionLabel && card.actionPath ? (
        <Button
          onClick={() => {
            close();
            open(card);
          }}
          data-testid="feed-dialog-open"
        >
          {card.actionLabel}
        </Button>
      ) : null}
      <button type="button" className="feed-link" onClick={close} data-testid="feed-dialog-close">
        {t('dialogClose')}
      </button>
    </dialog>
  );
}
