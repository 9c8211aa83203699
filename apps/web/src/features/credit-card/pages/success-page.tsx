import { type Centavos, formatBRL } from '@carteira/core/money';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** What the contract's signature hands to /CreditCardSuccess, in the navigation state. */
export interface SuccessState {
  limit: Centavos;
  last4: string;
}

function readState(state: unknown): SuccessState | null {
  const s = state as Partial<SuccessState> | null;
  return s && typeof s.limit === 'number' && typeof s.last4 === 'string' ? (s as SuccessState) : null;
}

/** /CreditCardSuccess: the card is ready, with its limit; reached only from the signature (else the card). */
export function SuccessPage() {
  const t = useMessages(cardPagesMessages);
  const tc = useMessages(creditCardMessages);
  const navigate = useNavigate();
  const state = readState(useLocation().state);
  if (!state) return <Navigate to="/creditCard" replace />;
  const toCard = () => navigate('/creditCard', { replace: true });
  return (
    <>
      <TopBar title={tc('title')} onBack={toCard} />
      <main className="page-content" id="main">
        <div className="flow-form done" data-testid="cc-signed">
          <h2 className="done__heading">{t('successTitle')}</h2>
          <p className="done__text" data-testid="cc-signed-limit">
            {t('successLimit', { amount: formatBRL(state.limit) })}
          </p>
          <p className="muted">{t('successCard', { last4: state.last4 })}</p>
          <p className="muted">{t('successNext')}</p>
          <div className="page-actions">
            <Button onClick={toCard} data-testid="cc-go-card">
              {tc('goToCard')}
            </Button>
          </div>
        </div>
      </main>
    </>
  );
}
