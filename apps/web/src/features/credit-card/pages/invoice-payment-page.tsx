import { formatBoletoLine } from '@carteira/core/boleto';
import { formatDate } from '@carteira/core/calendar';
import { type Centavos, formatBRL, parseBRLInput } from '@carteira/core/money';
import { invoiceStatusOf } from '@carteira/core/status';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useSession } from '../../../lib/session/session.ts';
import { fetchConfiguration } from '../api/configuration.ts';
import { useCreditCardMutation } from '../api/contract.ts';
import { fetchInvoice, useInvoice } from '../api/invoices.ts';
import { creditCardKeys } from '../api/keys.ts';
import { invoiceBoleto, invoicePixCode, payByDebit } from '../api/pay-invoice.ts';
import { InvoiceInstalments } from '../components/invoice-instalments.tsx';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

const WRONG_PIN = 10007;

type Step =
  | { kind: 'amount' }
  | { kind: 'pix'; code: string; amount: Centavos }
  | { kind: 'boleto'; line: string; dueDate: string; amount: Centavos }
  | { kind: 'pin'; amount: Centavos; rejected: boolean }
  | { kind: 'paid'; available: Centavos }
  | { kind: 'instalments' };

/**
 * /invoicePayment (the invoice in the navigation state): pay an invoice by Pix (a code anyone pays), by a boleto of this bank (anyone
 * pays it too), from the balance with the PIN, or, when it is closed, in instalments.
 */
export function InvoicePaymentPage() {
  const t = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const client = useQueryClient();
  const session = useSession();
  // The invoice comes in the navigation state (not the query string); without it, nothing to pay.
  const carried = (useLocation().state as { invoiceId?: unknown } | null)?.invoiceId;
  const invoiceId = typeof carried === 'string' ? carried : '';
  const invoice = useInvoice(invoiceId);
  const [digits, setDigits] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'amount' });
  const [amountError, setAmountError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const pix = useCreditCardMutation(invoicePixCode);
  const debit = useCreditCardMutation(payByDebit);
  const boleto = useCreditCardMutation(invoiceBoleto);
  const onError = (e: unknown) => snackbar.show({ text: errorText(e), tone: 'error' });

  const pending = invoice.data?.pending ?? (0 as Centavos);
  const amount = digits ? parseBRLInput(digits) : pending;
  const checkAmount = () => {
    const bad = amount <= 0 || amount > pending;
    setAmountError(bad ? t('payAbove') : undefined);
    return !bad;
  };
  const paid = async () => {
    const config = await fetchConfiguration();
    await client.invalidateQueries({ queryKey: creditCardKeys.all(session?.clientKey ?? '') });
    return config.available;
  };
  const checkPix = async (expected: Centavos) => {
    setChecking(true);
    try {
      const details = await client.fetchQuery({
        queryKey: [...creditCardKeys.invoice(session?.clientKey ?? '', invoiceId), 'check', Date.now()],
        queryFn: () => fetchInvoice(invoiceId),
      });
      if (details.paid >= expected || details.pending === 0)
        setStep({ kind: 'paid', available: await paid() });
      else snackbar.show({ text: t('notYetPaid'), tone: 'error' });
    } catch (e) {
      onError(e);
    } finally {
      setChecking(false);
    }
  };

  const body = () => {
    if (!invoiceId) return <Navigate to="/creditCardInvoiceHistory" replace />;
    if (invoice.isError)
      return (
        <div className="flow-form">
          <p role="alert">{t('loadFailed')}</p>
          <Button onClick={() => void invoice.refetch()}>{t('retry')}</Button>
        </div>
      );
    if (!invoice.data) return <Spinner block label={t('loading')} />;
    if (step.kind === 'paid')
      return (
        <div className="flow-form done" data-testid="cc-paid">
          <h2 className="done__heading">{t('paidTitle')}</h2>
          <p className="done__text" data-testid="cc-paid-available">
            {t('paidText', { amount: formatBRL(step.available) })}
          </p>
          <div className="page-actions">
            <Button onClick={() => navigate('/creditCard', { replace: true })} data-testid="cc-go-card">
              {t('goToCard')}
            </Button>
          </div>
        </div>
      );
    if (step.kind === 'pin')
      return (
        <FlowPinStep
          heading={t('pinTitle')}
          submitLabel={t('confirm')}
          sendingLabel={t('sending')}
          rejected={step.rejected}
          busy={debit.isPending}
          onPin={(pin) =>
            debit.mutate(
              { invoiceId, amount: step.amount, pin },
              {
                onSuccess: async () => setStep({ kind: 'paid', available: await paid() }),
                onError: (e) => {
                  if (isBankError(e) && e.code === WRONG_PIN) setStep({ ...step, rejected: true });
                  else onError(e);
                },
              },
            )
          }
        />
      );
    if (step.kind === 'pix')
      return (
        <div className="flow-form" data-testid="cc-pix">
          <h2 className="flow-heading">{t('pixTitle')}</h2>
          <p className="cc-limits__value">{formatBRL(step.amount)}</p>
          <p className="muted">{t('pixText')}</p>
          <QrImage text={step.code} alt={t('pixQrAlt')} testId="cc-pix-qr" />
          <p className="cc-code" data-testid="cc-pix-code">
            {step.code}
          </p>
          <div className="page-actions">
            <Button
              variant="outlined"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(step.code)
                  .then(() => snackbar.show({ text: t('copied') }))
                  .catch(() => {})
              }
              data-testid="cc-pix-copy"
            >
              {t('copyCode')}
            </Button>
            <Button loading={checking} onClick={() => void checkPix(step.amount)} data-testid="cc-pix-paid">
              {t('pixPaidCheck')}
            </Button>
          </div>
        </div>
      );
    if (step.kind === 'boleto')
      return (
        <div className="flow-form" data-testid="cc-boleto">
          <h2 className="flow-heading">{t('boletoTitle')}</h2>
          <p className="cc-limits__value">{formatBRL(step.amount)}</p>
          <p className="muted">{t('boletoText', { date: formatDate(step.dueDate) })}</p>
          <p className="cc-code" data-testid="cc-boleto-line" data-line={step.line}>
            <Identifier text={formatBoletoLine(step.line)} />
          </p>
          <div className="page-actions">
            <Button
              variant="outlined"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(step.line)
                  .then(() => snackbar.show({ text: t('lineCopied') }))
                  .catch(() => {})
              }
              data-testid="cc-boleto-copy"
            >
              {t('copyLine')}
            </Button>
            <Button
              loading={checking}
              onClick={() => void checkPix(step.amount)}
              data-testid="cc-boleto-paid"
            >
              {t('pixPaidCheck')}
            </Button>
          </div>
        </div>
      );
    if (step.kind === 'instalments')
      return (
        <InvoiceInstalments
          invoiceId={invoiceId}
          pending={pending}
          onCancel={() => setStep({ kind: 'amount' })}
        />
      );
    if (pending === 0) return <p className="muted">{t('nothingToPay')}</p>;
    const installable = invoiceStatusOf(invoice.data.status) === 'closed' && !invoice.data.plan;
    return (
      <div className="flow-form" data-testid="cc-pay">
        <h2 className="flow-heading">{t('payTitle')}</h2>
        <div className="cc-limits__row">
          <span>{t('pending')}</span>
          <span className="cc-limits__value">{formatBRL(pending)}</span>
        </div>
        <div className="cc-limits__row muted">
          <span>{t('minimum')}</span>
          <span className="cc-limits__value">{formatBRL(invoice.data.minimum)}</span>
        </div>
        <TextInput
          kind="money"
          label={t('payAmount')}
          fieldName={t('amountField')}
          value={digits || String(pending)}
          onValueChange={(v) => {
            setDigits(v);
            setAmountError(undefined);
          }}
          {...(amountError ? { error: amountError } : {})}
          testId="cc-pay-amount"
        />
        <div className="page-actions">
          <Button
            loading={pix.isPending}
            onClick={() => {
              if (!checkAmount()) return;
              pix.mutate(
                { invoiceId, amount },
                { onSuccess: (r) => setStep({ kind: 'pix', code: r.code, amount }), onError },
              );
            }}
            data-testid="cc-pay-pix"
          >
            {t('payByPix')}
          </Button>
          <Button
            variant="outlined"
            loading={boleto.isPending}
            onClick={() => {
              if (!checkAmount()) return;
              boleto.mutate(
                { invoiceId, amount },
                { onSuccess: (r) => setStep({ kind: 'boleto', ...r, amount }), onError },
              );
            }}
            data-testid="cc-pay-boleto"
          >
            {t('payByBoleto')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              if (checkAmount()) setStep({ kind: 'pin', amount, rejected: false });
            }}
            data-testid="cc-pay-debit"
          >
            {t('payByDebit')}
          </Button>
          {installable ? (
            <Button
              variant="outlined"
              onClick={() => setStep({ kind: 'instalments' })}
              data-testid="cc-pay-instalments"
            >
              {t('payInInstalments')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  };
  return (
    <>
      <TopBar title={step.kind === 'instalments' ? t('plansTitle') : t('payTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
