import { Navigate, useNavigate } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { GuaranteeFlowView } from '../components/guarantee-flow-view.tsx';
import { creditCardMessages } from '../messages.ts';
import type { FundingState } from './pix-funding-page.tsx';
import type { SuccessState } from './success-page.tsx';
import '../../../styles/flow.css';
import '../credit-card.css';

/**
 * /gccInvestmentAmount: the first investment, the contract, PIN and selfie; then /CreditCardSuccess.
 * Short of balance, the amount may first be added by Pix (/gccPixRecieveQRCode), which comes back here.
 */
export function InvestmentAmountPage() {
  const t = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <>
      <TopBar title={t('title')} onBack={goBack} />
      <main className="page-content" id="main">
        <GuaranteeFlowView
          mode="first"
          onFundByPix={(amount) =>
            navigate('/gccPixRecieveQRCode', {
              state: { amount, back: '/gccInvestmentAmount' } satisfies FundingState,
            })
          }
          done={(limit, last4) => (
            <Navigate to="/CreditCardSuccess" replace state={{ limit, last4 } satisfies SuccessState} />
          )}
        />
      </main>
    </>
  );
}
