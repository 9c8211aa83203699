import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useTickets } from '../api/chat.ts';
import { chatStamp } from '../chat-stamp.ts';
import { helpMessages } from '../messages.ts';
import '../help.css';

/** /ChatTicketDisplay: the customer's tickets, the last changed first, each with its status. */
export function TicketsPage() {
  const t = useMessages(helpMessages);
  const [locale] = useLocale();
  const navigate = useNavigate();
  const tickets = useTickets();
  return (
    <>
      <TopBar title={t('ticketsTitle')} />
      <main className="page-content" id="main">
        {tickets.isPending ? <Spinner /> : null}
        {tickets.isError ? (
          <div>
            <p className="chat-error">{t('loadFailed')}</p>
            <Button variant="outlined" onClick={() => void tickets.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {tickets.data && tickets.data.tickets.length === 0 ? <p className="muted">{t('noTickets')}</p> : null}
        {tickets.data && tickets.data.tickets.length > 0 ? (
          <ul className="ticket-list" data-testid="ticket-list">
            {tickets.data.tickets.map((ticket) => (
              <li key={ticket.id}>
                <button
                  type="button"
                  className="ticket-row"
                  data-testid="ticket-row"
                  data-ticket-id={ticket.id}
                  onClick={() => navigate('/ChatTicketCommentsPage', { state: { ticketId: ticket.id } })}
                >
                  <strong>{ticket.subject}</strong>
                  <span className="ticket-status" data-status={ticket.status}>
                    {t(`status${ticket.status}`)}
                  </span>
                  <span className="muted">
                    {t('updatedAt', { when: chatStamp(ticket.updatedAt, locale) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="page-actions">
          <Button onClick={() => navigate('/chat')} data-testid="ticket-new">
            {t('newTicket')}
          </Button>
        </div>
      </main>
    </>
  );
}
