import { formatDate } from '@carteira/core/calendar';
import { type Centavos, formatBRL } from '@carteira/core/money';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { guaranteeFundingCode, guaranteeFundingStatus } from '../api/card-info.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** What the investment hands to /gccPixRecieveQRCode in the navigation state: the amount, and where to return. */
export interface FundingState {
  amount: Centavos;
  back: '/gccInvestmentAmount' | '/creditCardIncreaseLimitPage';
}

function readState(state: unknown): FundingState | null {
  const s = state as Partial<FundingState> | null;
  if (!s || typeof s.amount !== 'number' || s.amount <= 0) return null;
  return s.back === '/creditCardIncreaseLimitPage' || s.back === '/gccInvestmentAmount'
    ? (s as FundingState)
    : null;
}

/**
 * /gccPixRecieveQRCode: a Pix code, payable from any bank, that brings the guarantee's amount into the
 * customer's balance; once paid, back to the investment. Without an amount, back to where it is chosen.
 */
export function PixFundingPage() {
  const t = useMessages(cardPagesMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const state = readState(useLocation().state);
  const code = useMutation({ mutationFn: guaranteeFundingCode });
  const [checking, setChecking] = useState(false);
  const [received, setReceived] = useState<Centavos | null>(null);
  const [expired, setExpired] = useState(false);
  const create = code.mutate;
  // One code per visit; "create another" asks again.
  const amount = state?.amount;
  useEffect(() => {
    if (amount) create(amount);
  }, [amount, create]);
  if (!state) return <Navigate to="/gccInvestmentAmount" replace />;
  const check = async (txid: string) => {
    setChecking(true);
    try {
      const s = await guaranteeFundingStatus(txid);
      if (s.paid) setReceived(s.balance);
      else if (s.expired) setExpired(true);
      else snackbar.show({ text: t('fundNotYet'), tone: 'error' });
    } catch (error) {
      snackbar.show({ text: errorText(error), tone: 'error' });
    } finally {
      setChecking(false);
    }
  };
  const body = () => {
    if (received !== null)
      return (
        <div className="flow-form done" data-testid="cc-fund-received">
          <h2 className="done__heading">{t('fundReceived')}</h2>
          <p className="done__text" data-testid="cc-fund-balance">
            {t('fundBalance', { amount: formatBRL(received) })}
          </p>
          <div className="page-actions">
            <Button onClick={() => navigate(state.back, { replace: true })} data-testid="cc-fund-continue">
              {t('fundContinue')}
            </Button>
          </div>
        </div>
      );
    if (code.isError || expired)
      return (
        <div className="flow-form">
          <p role="alert">{expired ? t('fundExpired') : errorText(code.error)}</p>
          <Button
            onClick={() => {
              setExpired(false);
              create(state.amount);
            }}
          >
            {t('fundNew')}
          </Button>
        </div>
      );
    if (!code.data) return <Spinner block label={t('fundTitle')} />;
    const { txid, code: text, expires } = code.data;
    return (
      <div className="flow-form" data-testid="cc-fund">
        <p className="cc-limits__value">{t('fundAmount', { amount: formatBRL(state.amount) })}</p>
        <p className="muted">{t('fundLead')}</p>
        <QrImage text={text} alt={t('fundTitle')} testId="cc-fund-qr" />
        <p className="cc-code" data-testid="cc-fund-code">
          {text}
        </p>
        <p className="muted">{t('fundExpires', { date: formatDate(expires.slice(0, 10)) })}</p>
        <div className="page-actions">
          <Button
            variant="outlined"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(text)
                .then(() => snackbar.show({ text: t('fundCopied') }))
                .catch(() => {})
            }
          >
            {t('fundCopy')}
          </Button>
          <Button loading={checking} onClick={() => void check(txid)} data-testid="cc-fund-check">
            {t('fundCheck')}
          </Button>
        </div>
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('fundTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
