import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { COMMENT_MAX, type TicketOrigin, useOpenTicket, useTickets } from '../api/chat.ts';
import { ProductCallError } from '../api/product-call.ts';
import { chatStamp } from '../chat-stamp.ts';
import { PhotoPicker } from '../components/photo-picker.tsx';
import { helpMessages } from '../messages.ts';
import { screenName } from '../screen-names.ts';
import '../help.css';

/** What failed, as an error screen carried it in the navigation state; anything else is dropped. */
export function originOf(state: unknown): TicketOrigin | null {
  const origin = (state as { origin?: unknown } | null)?.origin as Partial<TicketOrigin> | undefined;
  if (!origin || typeof origin.route !== 'string' || !/^\/[A-Za-z0-9_-]{1,60}$/.test(origin.route))
    return null;
  const code = typeof origin.code === 'number' && Number.isInteger(origin.code) ? origin.code : null;
  return { route: origin.route, code };
}

/**
 * /chat: the support chat's start. With the chatbot flag on, the assistant greets (its time in the
 * locale's chat format) and points to help first; then the new ticket: subject, message and a photo.
 * Opened from an error screen it carries the route and the error code, and says so.
 */
export function ChatPage() {
  const t = useMessages(helpMessages);
  const [locale] = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const location = useLocation();
  const origin = originOf(location.state);
  const tickets = useTickets();
  const open = useOpenTicket();
  const [openedAt] = useState(() => new Date().toISOString());
  const [subject, setSubject] = useState(() => {
    if (!origin) return '';
    const name = screenName(origin.route, locale);
    return name ? t('subjectFromError', { route: name }) : t('subjectFromUnnamed');
  });
  const [message, setMessage] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<'photoType' | 'photoSize' | 'fieldsMissing' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subject.trim().length < 3 || message.trim().length === 0) {
      setProblem('fieldsMissing');
      return;
    }
    open.mutate(
      { subject: subject.trim(), message: message.trim(), origin, photo },
      {
        onSuccess: (ticketId) => navigate('/ChatTicketCommentsPage', { replace: true, state: { ticketId } }),
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
      <TopBar
        title={t('chatTitle')}
        action={{ type: 'more', onViewTickets: () => navigate('/ChatTicketDisplay') }}
      />
      <main className="page-content" id="main">
        {tickets.data?.chatbot ? (
          <ol className="chat-thread" data-testid="chat-bot">
            <li className="chat-bubble">
              <span className="chat-bubble__who">
                <span>{t('bank')}</span>
                <span>{chatStamp(openedAt, locale)}</span>
              </span>
              <p>
                {session?.name
                  ? t('botGreetingNamed', { name: session.name.split(' ')[0] ?? '' })
                  : t('botGreeting')}
              </p>
              <p>
                {t('botSuggest')} <Link to="/helpPage">{t('helpTitle')}</Link>
              </p>
            </li>
          </ol>
        ) : null}
        {origin ? (
          <p className="chat-note" data-testid="chat-origin">
            {t('originNote', {
              route: screenName(origin.route, locale) ?? origin.route,
              code: origin.code !== null ? t('originCode', { code: origin.code }) : '',
            })}
          </p>
        ) : null}
        <form className="chat-form" onSubmit={submit} noValidate>
          <label>
            {t('subjectLabel')}
            <input
              type="text"
              value={subject}
              maxLength={120}
              onChange={(e) => {
                setSubject(e.target.value);
                setProblem(null);
              }}
              data-testid="chat-subject"
            />
          </label>
          <label>
            {t('messageLabel')}
            <textarea
              value={message}
              maxLength={COMMENT_MAX}
              onChange={(e) => {
                setMessage(e.target.value);
                setProblem(null);
              }}
              aria-describedby="chat-message-hint"
              data-testid="chat-message"
            />
            <span className="muted" id="chat-message-hint">
              {t('messageHint', { max: COMMENT_MAX })}
            </span>
          </label>
          <PhotoPicker photo={photo} onChange={setPhoto} onProblem={setProblem} />
          {problem ? (
            <p className="chat-error" role="alert" data-testid="chat-problem">
              {t(problem)}
            </p>
          ) : null}
          <Button type="submit" loading={open.isPending} data-testid="chat-send">
            {t('send')}
          </Button>
        </form>
      </main>
    </>
  );
}
