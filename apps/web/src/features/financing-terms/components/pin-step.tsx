import { formatBRL } from '@carteira/core/money';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePayDownPaymentByBalance } from '../api/pay-down-payment.ts';
import { usePaymentMethods } from '../api/payment-methods.ts';
import { termsMessages } from '../messages.ts';
import type { StepProps } from './step-props.ts';

/** The PIN of the balance down payment; the bank debits the account and the contract moves on. */
export function PinStep({ state, dispatch, contractingKey }: StepProps<'pin'>) {
  const t = useMessages(termsMessages);
  const options = usePaymentMethods(contractingKey);
  const pay = usePayDownPaymentByBalance();

  const onPin = async (pin: string) => {
    if (state.paying) return;
    await sendWithPin(
      dispatch,
      () => pay.mutateAsync({ pin, contractingKey }),
      () => dispatch({ type: 'BALANCE_PAID' }),
      ({ errorKey }) => dispatch({ type: 'PAYMENT_FAILED', errorKey }),
    );
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
