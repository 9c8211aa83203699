import { formatDate } from '@carteira/core/calendar';
import { BankCode } from '@carteira/core/errors';
import { formatBRL } from '@carteira/core/money';
import { invoicePaymentOf, invoiceStatusOf } from '@carteira/core/status';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { fetchFutureInvoices, useCardQuery } from '../api/card-info.ts';
import { useContracted } from '../api/contract-status.ts';
import { type Invoice, useInvoice, useInvoices } from '../api/invoices.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { EXCLUDED_ITEM, foreignText, formatRate, formatUSD, itemText } from '../components/item-text.ts';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/**
 * /creditCardInvoiceHistory: the invoices, newest first, each with its items and a way to pay it;
 * without a card, says so and how to get one.
 */
export function InvoicesPage() {
  const t = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const contracted = useContracted();
  const invoices = useInvoices();
  const [open, setOpen] = useState<string | null>(null);
  const noCard =
    contracted.data === false ||
    (invoices.isError && isBankError(invoices.error) && invoices.error.code === BankCode.CardNotFound);
  const body = () => {
    if (noCard)
      return (
        <div className="flow-form" data-testid="cc-invoices-no-card">
          <h2 className="flow-heading">{t('noCardHeading')}</h2>
          <p>{t('noCardText')}</p>
          <div className="page-actions">
            <Button onClick={() => navigate('/gccFirstAccess')} data-testid="cc-invoices-get-card">
              {t('noCardAction')}
            </Button>
          </div>
        </div>
      );
    if (invoices.isError)
      return (
        <div className="flow-form">
          <p role="alert">{t('loadFailed')}</p>
          <Button onClick={() => void invoices.refetch()}>{t('retry')}</Button>
        </div>
      );
    if (!invoices.data) return <Spinner block label={t('loading')} />;
    if (invoices.data.length === 0) return <p className="muted">{t('noInvoices')}</p>;
    return (
      <>
        <ul className="cc-list" data-testid="cc-invoice-list">
          {invoices.data.map((invoice) => (
            <InvoiceRow
              key={invoice.id}
              invoice={invoice}
              expanded={open === invoice.id}
              onToggle={() => setOpen(open === invoice.id ? null : invoice.id)}
            />
          ))}
        </ul>
        <FutureInvoices />
      </>
    );
  };
  return (
    <>
      <TopBar title={t('invoicesTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}

function InvoiceRow({
  invoice,
  expanded,
  onToggle,
}: {
  invoice: Invoice;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useMessages(creditCardMessages);
  const navigate = useNavigate();
  const status = invoiceStatusOf(invoice.status);
  const payment = invoicePaymentOf(invoice.paymentStatus);
  return (
    <li className="cc-invoice" data-testid="cc-invoice" data-status={invoice.status}>
      <span className={`cc-badge${status === 'open' ? ' cc-badge--open' : ''}`}>
        {status === 'open' ? t('statusOpen') : status === 'closed' ? t('statusClosed') : t('statusFuture')}
        {payment === 'paid'
          ? ` · ${t('paidFull')}`
          : payment === 'partial'
            ? ` · ${t('paidPartial')}`
            : payment === 'installment'
              ? ` · ${t('paidInInstalments')}`
              : ''}
      </span>
      <span className="cc-limits__row">
        <span>{t('dueOn', { date: formatDate(invoice.due) })}</span>
        <strong className="cc-limits__value" data-testid="cc-invoice-amount">
          {formatBRL(invoice.amount)}
        </strong>
      </span>
      {invoice.plan ? (
        <span className="muted" data-testid="cc-invoice-plan">
          {t('invoicePlan', { count: invoice.plan.count, value: formatBRL(invoice.plan.value) })}
        </span>
      ) : null}
      {status === 'closed' && !invoice.plan ? (
        <span className="cc-limits__row muted">
          <span>{t('minimum')}</span>
          <span className="cc-limits__value">{formatBRL(invoice.minimum)}</span>
        </span>
      ) : null}
      <span className="cc-limits__row muted">
        <span>{t('pending')}</span>
        <span className="cc-limits__value" data-testid="cc-invoice-pending">
          {formatBRL(invoice.pending)}
        </span>
      </span>
      <Button variant="outlined" onClick={onToggle} data-testid="cc-invoice-items">
        {t('showItems')}
      </Button>
      {expanded ? <InvoiceItems id={invoice.id} /> : null}
      {invoice.pending > 0 ? (
        <Button
          onClick={() => navigate('/invoicePayment', { state: { invoiceId: invoice.id } })}
          data-testid="cc-invoice-pay"
        >
          {t('payInvoice')}
        </Button>
      ) : null}
    </li>
  );
}

function InvoiceItems({ id }: { id: string }) {
  const t = useMessages(creditCardMessages);
  const tp = useMessages(cardPagesMessages);
  const details = useInvoice(id);
  if (!details.data) return <Spinner block label={t('loading')} />;
  if (details.data.items.length === 0) return <p className="muted">{t('noItems')}</p>;
  const { summary } = details.data;
  const line = (testId: string, label: string, value: string, extra?: string) => (
    <li className="cc-limits__row" data-testid={testId}>
      <span className="cc-history__text">
        {label}
        {extra ? <span className="muted cc-item__sub">{extra}</span> : null}
      </span>
      <span className="cc-limits__value">{value}</span>
    </li>
  );
  return (
    <>
      <ul className="cc-list cc-invoice-summary" data-testid="cc-invoice-summary">
        {line('cc-summary-national', tp('summaryNational'), formatBRL(summary.national))}
        {summary.exchange || summary.international > 0
          ? line(
              'cc-summary-international',
              tp('summaryInternational'),
              formatBRL(summary.international),
              summary.exchange ? formatUSD(summary.exchange.foreignTotal) : undefined,
            )
          : null}
        {summary.exchange
          ? line(
              'cc-summary-exchange',
              tp('summaryExchange'),
              tp('exchangeRateValue', { rate: formatRate(summary.exchange.rate) }),
            )
          : null}
        {summary.taxes > 0 ? line('cc-summary-taxes', tp('summaryTaxes'), formatBRL(summary.taxes)) : null}
        {summary.previousCredit > 0
          ? line('cc-summary-credit', tp('summaryPreviousCredit'), `- ${formatBRL(summary.previousCredit)}`)
          : null}
        {line('cc-summary-minimum', t('minimum'), formatBRL(details.data.minimum))}
        {line('cc-summary-pending', t('pending'), formatBRL(details.data.pending))}
        {line('cc-summary-total', tp('summaryTotal'), formatBRL(details.data.amount))}
      </ul>
      <ul className="cc-list" data-testid="cc-invoice-item-list">
        {details.data.items.map((item) => {
          const foreign = foreignText(tp, item);
          return (
            <li
              key={item.id}
              className={`cc-limits__row${item.typeId === EXCLUDED_ITEM ? ' cc-item--excluded' : ''}`}
              data-testid="cc-invoice-item"
              data-kind={item.kind}
            >
              <span className="cc-history__text">
                {formatDate(item.at.slice(0, 10))} · {itemText(tp, item)}
                {foreign ? (
                  <span className="muted cc-item__sub" data-testid="cc-item-foreign">
                    {foreign}
                  </span>
                ) : null}
              </span>
              <span className="cc-limits__value">
                {item.typeId === 2 ? `- ${formatBRL(item.amount)}` : formatBRL(item.amount)}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The invoices ahead that already carry instalments (contas/cartao-garantia/faturas/futuras). */
function FutureInvoices() {
  const t = useMessages(creditCardMessages);
  const tp = useMessages(cardPagesMessages);
  const future = useCardQuery('future-invoices', fetchFutureInvoices);
  if (!future.data || future.data.length === 0) return null;
  return (
    <section className="cc-invoice" data-testid="cc-future-invoices">
      <strong>{tp('futureTitle')}</strong>
      <ul className="cc-list">
        {future.data.map((f) => (
          <li key={f.id} className="cc-limits__row" data-testid="cc-future-invoice">
            <span>
              <span className="cc-badge">{t('statusFuture')}</span>{' '}
              {tp('futureDue', { date: formatDate(f.due) })}
            </span>
            <span className="cc-limits__value">{formatBRL(f.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
