import { type Centavos, formatBRL } from '@carteira/core/money';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { pixMessages } from '../messages.ts';

export interface PinStepProps {
  amount: Centavos;
  rejected: boolean;
  busy: boolean;
  onPin: (pin: string) => void;
}

export function PinStep({ amount, ...rest }: PinStepProps) {
  const t = useMessages(pixMessages);
  return (
    <FlowPinStep
      heading={t('pinHeading', { amount: formatBRL(amount) })}
      submitLabel={t('pay')}
      sendingLabel={t('sending')}
      {...rest}
    />
  );
}
