import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useRateTicket } from '../api/chat.ts';
import { helpMessages } from '../messages.ts';

/** The rating of a closed ticket: 1 to 5 stars and an optional comment, sent once. */
export function RatingForm({ ticketId }: { ticketId: string }) {
  const t = useMessages(helpMessages);
  const snackbar = useSnackbar();
  const rate = useRateTicket(ticketId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setMissing(true);
      return;
    }
    rate.mutate(
      { rating, comment },
      {
        onSuccess: () => snackbar.show({ text: t('rateThanks') }),
        onError: () => snackbar.show({ text: t('sendFailed'), tone: 'error' }),
      },
    );
  };
  return (
    <form className="chat-rating help-section" onSubmit={submit} noValidate data-testid="chat-rating">
      <h2 className="help-section__title">{t('rateHeading')}</h2>
      <div className="chat-rating__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n <= rating}
            aria-label={t('rateStar', { n })}
            data-testid={`chat-rating-${n}`}
            onClick={() => {
              setRating(n);
              setMissing(false);
            }}
          >
            ★
          </button>
        ))}
      </div>
      {missing ? (
        <p className="chat-error" role="alert">
          {t('ratePick')}
        </p>
      ) : null}
      <label className="chat-form">
        {t('rateComment')}
        <textarea value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
      </label>
      <Button type="submit" loading={rate.isPending} data-testid="chat-rating-send">
        {t('rateSend')}
      </Button>
    </form>
  );
}
