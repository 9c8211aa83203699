import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { dialogSupported } from '../../../components/notice-dialog.tsx';
import { pendingStory, usePendingStory } from '../../../lib/engage/engage-link.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { appLog } from '../../../lib/telemetry/app-log.ts';
import { cardStates } from '../api/card-states.ts';
import {
  httpErrorText,
  type OfferCard,
  shownHere,
  useCardAction,
  useDialog,
  useStoryDialog,
} from '../api/feed.ts';
import { homeMessages } from '../messages.ts';
import { useOpenAction } from './feed-section.tsx';

/** Dialog time-out default 8 seconds, counted from app launch (cross-cutting.md sections 4 and 9). */
export const DIALOG_TIMEOUT_MS = 8000;

/**
 * The dialog itself: centred, told to the bank as served when shown and counted in the device's states;
 * its action opens its path.
 */
function DialogView({ card, onClosed }: { card: OfferCard; onClosed: () => void }) {
  const t = useMessages(homeMessages);
  const { mutate } = useCardAction();
  const account = useSession()?.accountKey ?? '';
  const open = useOpenAction();
  const element = useRef<HTMLDialogElement>(null);
  const storyId = card.storyId;
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    if (!el.open) el.showModal();
    cardStates.served(account, [storyId]);
    mutate({ storyId, action: 'served' });
  }, [storyId, mutate, account]);
  const close = () => {
    element.current?.close();
    onClosed();
  };
  return (
    <dialog
      ref={element}
      className="notice-dialog"
      aria-labelledby="feed-dialog-title"
      data-testid="feed-dialog"
      data-story={card.storyId}
      onClose={onClosed}
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

/**
 * The login's dialog: shown once, dropped when its answer arrives later than 8 s after the app started;
 * a sign-in or interest one shown once on this device already is skipped (show limit 1); held back while
 * a linked one shows. A failed call is logged as 'Http error code' plus its message.
 */
function LoginDialog({ held }: { held: boolean }) {
  const dialog = useDialog();
  const account = useSession()?.accountKey ?? '';
  const [states] = useState(() => cardStates.of(account));
  const [closed, setClosed] = useState(false);
  const { error } = dialog;
  useEffect(() => {
    if (error) appLog(2, 'engage-dialog', httpErrorText(error));
  }, [error]);
  const card = dialog.data ?? null;
  const late = dialog.dataUpdatedAt > 0 && dialog.dataUpdatedAt - performance.timeOrigin > DIALOG_TIMEOUT_MS;
  if (!card || closed || late || held || !shownHere(card, states) || !dialogSupported()) return null;
  return <DialogView card={card} onClosed={() => setClosed(true)} />;
}

/**
 * The dialog a notification's link opened (the pending story with its dialog flag): no time-out; the
 * link is forgotten once the dialog is closed, or when the bank no longer has it for the customer.
 */
function LinkedDialog({ storyId }: { storyId: string }) {
  const dialog = useStoryDialog(storyId);
  const card = dialog.data ?? null;
  const gone = dialog.isSuccess && card === null;
  useEffect(() => {
    if (gone || dialog.isError) pendingStory.clear();
  }, [gone, dialog.isError]);
  if (!card || !dialogSupported()) return null;
  return <DialogView key={storyId} card={card} onClosed={() => pendingStory.clear()} />;
}

/** The feed's dialog on home: the one a notification's link opened, else the login's. */
export function FeedDialog() {
  const pending = usePendingStory();
  const linked = pending?.dialog ? pending.storyId : null;
  return (
    <>
      <LoginDialog held={linked !== null} />
      {linked ? <LinkedDialog storyId={linked} /> : null}
    </>
  );
}
