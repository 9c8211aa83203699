import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_TYPES,
  FeedbackError,
  type FeedbackType,
  useSendFeedback,
} from '../api/feedback.ts';
import { BUILD } from '../build-info.ts';
import { SentFeedbackList } from '../components/sent-feedback-list.tsx';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';
import { deviceCountry } from '../../../lib/device-country.ts';

const TYPE_LABEL = {
  suggestion: 'typeSuggestion',
  problem: 'typeProblem',
  compliment: 'typeCompliment',
} as const satisfies Record<FeedbackType, string>;

/** /feedback: what the customer thinks of the app, sent to the product backend with the device's fields. */
export function FeedbackPage() {
  const t = useMessages(profileMenuMessages);
  const [locale] = useLocale();
  const snackbar = useSnackbar();
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const send = useSendFeedback(() => {
    const device = bridge.deviceInfo();
    return {
      deviceId: device.deviceId,
      locale,
      model: device.model,
      build: `${BUILD.version} (${BUILD.commit})`,
      country: deviceCountry(device),
    };
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim().length < 3) {
      setTooShort(true);
      return;
    }
    send.mutate(
      { type, rating, message },
      {
        onSuccess: () => {
          snackbar.show({ text: t('sent') });
          setMessage('');
          setRating(null);
        },
        onError: (error) => {
          const status = error instanceof FeedbackError ? error.status : 0;
          if (status === 401) return;
          const text = status === 429 ? t('tooMany') : status === 400 ? t('sendInvalid') : t('sendFailed');
          snackbar.show({ text, tone: 'error' });
        },
      },
    );
  };

  return (
    <>
      <TopBar title={t('feedbackTitle')} />
      <main className="page-content" id="main">
        <p className="muted">{t('feedbackIntro')}</p>
        <form className="feedback-form" onSubmit={submit} noValidate>
          <fieldset className="feedback-types">
            <legend>{t('feedbackType')}</legend>
            {FEEDBACK_TYPES.map((option) => (
              <label key={option} className="chip" data-testid={`feedback-type-${option}`}>
                <input
                  type="radio"
                  name="feedback-type"
                  value={option}
                  checked={type === option}
                  onChange={() => setType(option)}
                />
                {t(TYPE_LABEL[option])}
              </label>
            ))}
          </fieldset>
          <fieldset className="feedback-rating">
            <legend>{t('ratingLegend')}</legend>
            <div className="feedback-rating__stars">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className={`star${rating !== null && n <= rating ? ' star--on' : ''}`}
                  data-testid={`feedback-rating-${n}`}
                >
                  <input
                    type="radio"
                    name="feedback-rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    aria-label={t('ratingStar', { n })}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="feedback-message">
            {t('messageLabel')}
            <textarea
              value={message}
              maxLength={FEEDBACK_MESSAGE_MAX}
              onChange={(e) => {
                setMessage(e.target.value);
                setTooShort(false);
              }}
              aria-invalid={tooShort || undefined}
              aria-describedby="feedback-message-hint"
              data-testid="feedback-message"
            />
            <span className="feedback-message__meta muted" id="feedback-message-hint">
              <span>
                {tooShort ? (
                  <span className="feedback-error">{t('messageShort')}</span>
                ) : (
                  t('messageHint', { max: FEEDBACK_MESSAGE_MAX })
                )}
              </span>
              <span>{t('messageCount', { count: message.length, max: FEEDBACK_MESSAGE_MAX })}</span>
            </span>
          </label>
          <Button type="submit" loading={send.isPending} data-testid="feedback-send">
            {t('send')}
          </Button>
        </form>
        <SentFeedbackList />
      </main>
    </>
  );
}
