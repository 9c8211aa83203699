import { type Centavos, formatBRL } from '@carteira/core/money';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { pixMessages } from '../messages.ts';

export interface PinStepProps {
  amount: Centavos;
  rejected: boolean;
  busy: boolean;
  /** The PIN schedules the Pix instead of paying it now. */
  scheduling?: boolean;
  onPin: (pin: string) => void;
}

export function PinStep({ amount, scheduling = false, ...rest }: PinStepProps) {
  const t = useMessages(pixMessages);
  return (
    <FlowPinStep
      heading={t(scheduling ? 'schedulePinHeading' : 'pinHeading', { amount: formatBRL(amount) })}
      submitLabel={scheduling ? t('scheduleSubmit') : t('pay')}
      sendingLabel={scheduling ? t('scheduleSending') : t('sending')}
      {...rest}
    />
  );
}
