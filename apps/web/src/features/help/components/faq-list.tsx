import { useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import type { Locale } from '../../../lib/i18n/locale-store.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type HelpAnswerKey, type HelpItem, useHelpAnswer } from '../api/help-content.ts';
import { helpMessages } from '../messages.ts';

/** One question: its answer is read from the product backend when the customer opens it. */
function FaqItem({ item, answerKey, locale }: { item: HelpItem; answerKey: HelpAnswerKey; locale: Locale }) {
  const t = useMessages(helpMessages);
  const [open, setOpen] = useState(false);
  const answer = useHelpAnswer(answerKey, locale, item.id, open);
  return (
    <details
      className="help-item"
      data-testid={`faq-${item.id}`}
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>{item.title}</summary>
      {answer.isPending && open ? <Spinner size="small" /> : null}
      {answer.isError ? <p className="chat-error">{t('loadFailed')}</p> : null}
      {answer.data ? (
        <p className="help-item__body" data-testid={`faq-${item.id}-answer`}>
          {answer.data.body}
        </p>
      ) : null}
    </details>
  );
}

export function FaqList({
  items,
  answerKey,
  locale,
}: {
  items: readonly HelpItem[];
  answerKey: HelpAnswerKey;
  locale: Locale;
}) {
  return (
    <div data-testid="faq-list">
      {items.map((item) => (
        <FaqItem key={`${locale}-${item.id}`} item={item} answerKey={answerKey} locale={locale} />
      ))}
    </div>
  );
}
