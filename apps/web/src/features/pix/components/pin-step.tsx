import { type Centavos, formatBRL } from '@carteira/core/money';
import { PinInput } from '../../../components/pin-input.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { pixMessages } from '../messages.ts';

export interface PinStepProps {
  amount: Centavos;
  /** The previous PIN was wrong: 'PIN incorreto', and the customer types it again. */
  rejected: boolean;
  busy: boolean;
  onPin: (pin: string) => void;
}

export function PinStep({ amount, rejected, busy, onPin }: PinStepProps) {
  const t = useMessages(pixMessages);
  const errors = useMessages(errorMessages);
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('pinHeading', { amount: formatBRL(amount) })}</h2>
      <PinInput
        onSubmit={onPin}
        busy={busy}
        error={rejected && !busy ? errors('error.pinIncorrect') : undefined}
        submitLabel={busy ? t('sending') : t('pay')}
      />
    </div>
  );
}
