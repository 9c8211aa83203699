import type { Centavos } from '@carteira/core/money';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { WALLET_HOME_ROUTE } from '../flow/terms-flow.ts';
import { termsMessages } from '../messages.ts';
import { NewPhoneSheet } from './new-phone-sheet.tsx';
import type { StepProps } from './step-props.ts';

/** The down payment's sheets: the warning before paying, leave-confirmation and finance-new-phone. */
export function DownPaymentSheets({
  state,
  dispatch,
  contractingKey,
  amount,
}: StepProps<'downPaymentInfo'> & { amount: Centavos | null }) {
  const t = useMessages(termsMessages);
  const navigate = useNavigate();
  const close = () => dispatch({ type: 'SHEET_CLOSED' });

  return (
    <>
      <BottomSheet open={state.sheet === 'warning'} title={t('warningTitle')} onClose={close}>
        <div className="terms-sheet" data-testid="terms-warning-sheet">
          <p>{t('warningText', { amount: amount === null ? '' : formatBRL(amount) })}</p>
          <Button
            onClick={() => dispatch({ type: 'WARNING_CONFIRMED' })}
            data-testid="terms-warning-continue"
          >
            {t('warningContinue')}
          </Button>
          <Button variant="text" onClick={close}>
            {t('warningBack')}
          </Button>
        </div>
      </BottomSheet>
      <BottomSheet open={state.sheet === 'leave'} title={t('leaveTitle')} onClose={close}>
        <div className="terms-sheet" data-testid="terms-leave-sheet">
          <p>{t('leaveText')}</p>
          <Button onClick={close} data-testid="terms-leave-finish">
            {t('leaveFinish')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => dispatch({ type: 'CHOOSE_ANOTHER_PHONE' })}
            data-testid="terms-leave-another-phone"
          >
            {t('leaveAnotherPhone')}
          </Button>
          <Button
            variant="text"
            onClick={() => navigate(WALLET_HOME_ROUTE, { replace: true, state: { direction: 'back' } })}
            data-testid="terms-leave-later"
          >
            {t('leaveLater')}
          </Button>
        </div>
      </BottomSheet>
      <NewPhoneSheet
        open={state.sheet === 'financeNewPhone'}
        paid={false}
        cancelling={state.cancelling}
        contractingKey={contractingKey}
        dispatch={dispatch}
      />
    </>
  );
}
