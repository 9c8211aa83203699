import { formatBRL } from '@carteira/core/money';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePayDownPaymentByBalance } from '../api/pay-down-payment.ts';
import { usePaymentMethods } from '../api/payment-methods.ts';
import { termsMessages } from '../messages.ts';
import type { StepProps } from './step-props.ts';

/** A wrong PIN (10007): the customer may type it again. */
const CODE_INCORRECT_PIN = 10007;

/** The PIN of the balance down payment; the bank debits the account and the contract moves on. */
export function PinStep({ state, dispatch, contractingKey }: StepProps<'pin'>) {
  const t = useMessages(termsMessages);
  const options = usePaymentMethods(contractingKey);
  const pay = usePayDownPaymentByBalance();

  const onPin = async (pin: string) => {
    if (state.paying) return;
    dispatch({ type: 'PIN_ENTERED' });
    try {
      await pay.mutateAsync({ pin, contractingKey });
      dispatch({ type: 'BALANCE_PAID' });
    } catch (error) {
      if (isBankError(error) && error.code === CODE_INCORRECT_PIN) dispatch({ type: 'PIN_REJECTED' });
      else
        dispatch({
          type: 'PAYMENT_FAILED',
          errorKey: isBankError(error) ? error.messageKey : 'error.tryAgainLater',
        });
    }
  };

  return (
    <FlowPinStep
      key={state.attempt}
      heading={t('pinHeading', { amount: options.data ? formatBRL(options.data.amount) : '' })}
      submitLabel={t('pay')}
      sendingLabel={t('paying')}
      rejected={state.pinRejected}
      busy={state.paying}
      onPin={onPin}
    />
  );
}
