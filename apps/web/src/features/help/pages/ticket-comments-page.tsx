import { type FormEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { COMMENT_MAX, usePostComment, useTicketThread } from '../api/chat.ts';
import { ProductCallError } from '../api/product-call.ts';
import { chatStamp } from '../chat-stamp.ts';
import { PhotoPicker } from '../components/photo-picker.tsx';
import { RatingForm } from '../components/rating-form.tsx';
import { TicketImage } from '../components/ticket-image.tsx';
import { helpMessages } from '../messages.ts';
import '../help.css';

/**
 * /ChatTicketCommentsPage (the ticket in the navigation state): the conversation, read again while the
 * ticket is open so the bank's reply arrives; a message with a photo while it is open; the rating once
 * it is closed. Another customer's ticket, or none, reads "not found".
 */
export function TicketCommentsPage() {
  const location = useLocation();
  const ticketId = (location.state as { ticketId?: unknown } | null)?.ticketId;
  if (typeof ticketId !== 'string') return <Navigate to="/ChatTicketDisplay" replace />;
  return <TicketThread ticketId={ticketId} />;
}

function TicketThread({ ticketId }: { ticketId: string }) {
  const t = useMessages(helpMessages);
  const [locale] = useLocale();
  const snackbar = useSnackbar();
  const thread = useTicketThread(ticketId);
  const post = usePostComment(ticketId);
  const [message, setMessage] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<'photoType' | 'photoSize' | null>(null);

  if (thread.isError) {
    const notFound = thread.error instanceof ProductCallError && thread.error.status === 404;
    return (
      <>
        <TopBar title={t('ticketTitle')} />
        <ErrorPage {...(notFound ? { title: t('ticketNotFound') } : {})} testId="ticket-error" />
      </>
    );
  }
  const data = thread.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() && !photo) return;
    post.mutate(
      { message, photo },
      {
        onSuccess: () => {
          setMessage('');
          setPhoto(null);
        },
        onError: (error) => {
          const status = error instanceof ProductCallError ? error.status : 0;
          if (status === 401) return;
          snackbar.show({ text: t(status === 429 ? 'tooMany' : 'sendFailed'), tone: 'error' });
        },
      },
    );
  };
  return (
    <>
      <TopBar title={data?.ticket.subject ?? t('ticketTitle')} />
      <main
        className="page-content"
        id="main"
        data-testid="ticket-thread"
        data-ticket-id={ticketId}
        data-status={data?.ticket.status}
      >
        {thread.isPending ? <Spinner /> : null}
        {data ? (
          <>
            <span className="ticket-status" data-status={data.ticket.status} data-testid="ticket-status">
              {t(`status${data.ticket.status}`)}
            </span>
            <ol className="chat-thread" aria-live="polite">
              {data.comments.map((c) => (
                <li
                  key={c.id}
                  className={`chat-bubble${c.author === 'CLIENTE' ? ' chat-bubble--mine' : ''}`}
                  data-testid="chat-comment"
                  data-author={c.author}
                >
                  <span className="chat-bubble__who">
                    <span>{c.author === 'CLIENTE' ? t('you') : t('bank')}</span>
                    <span>{chatStamp(c.createdAt, locale)}</span>
                  </span>
                  {c.message ? <p>{c.message}</p> : null}
                  {c.image ? <TicketImage fileId={c.image.id} /> : null}
                </li>
              ))}
            </ol>
            {data.ticket.status === 'FECHADO' ? (
              <>
                <p className="chat-note">{t('closedNote')}</p>
                {data.ticket.rating === null ? (
                  <RatingForm ticketId={ticketId} />
                ) : (
                  <p className="chat-note" data-testid="chat-rated">
                    {t('rated', { n: data.ticket.rating })}
                  </p>
                )}
              </>
            ) : (
              <form className="chat-composer" onSubmit={submit} noValidate>
                <label className="chat-form">
                  {t('replyLabel')}
                  <textarea
                    value={message}
                    maxLength={COMMENT_MAX}
                    onChange={(e) => setMessage(e.target.value)}
                    data-testid="chat-reply"
                  />
                </label>
                <PhotoPicker photo={photo} onChange={setPhoto} onProblem={setProblem} />
                {problem ? (
                  <p className="chat-error" role="alert">
                    {t(problem)}
                  </p>
                ) : null}
                <Button type="submit" loading={post.isPending} data-testid="chat-reply-send">
                  {t('send')}
                </Button>
              </form>
            )}
          </>
        ) : null}
      </main>
    </>
  );
}
