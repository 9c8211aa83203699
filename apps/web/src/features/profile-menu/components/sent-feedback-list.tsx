import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type FeedbackType, useSentFeedback } from '../api/feedback.ts';
import { formatDay } from '../format.ts';
import { profileMenuMessages } from '../messages.ts';

const TYPE_LABEL = {
  suggestion: 'typeSuggestion',
  problem: 'typeProblem',
  compliment: 'typeCompliment',
} as const satisfies Record<FeedbackType, string>;

/** The customer's own last messages, as the product backend stored them; nothing while they load or fail. */
export function SentFeedbackList() {
  const t = useMessages(profileMenuMessages);
  const sent = useSentFeedback();
  if (!sent.data) return null;
  return (
    <section className="menu-section" aria-labelledby="feedback-sent">
      <h2 id="feedback-sent" className="menu-section__title">
        {t('yourFeedback')}
      </h2>
      {sent.data.length === 0 ? (
        <p className="menu-row muted">{t('noFeedback')}</p>
      ) : (
        <ul className="feedback-list" data-testid="feedback-sent">
          {sent.data.map((item) => (
            <li key={item.id}>
              <span className="menu-hint">
                {formatDay(item.receivedAt)} · {t(TYPE_LABEL[item.type] ?? 'typeSuggestion')}
                {item.rating ? ` · ${'★'.repeat(item.rating)}` : ''}
              </span>
              <br />
              {item.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
