import { errorMessages } from '../lib/i18n/error-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { PinInput } from './pin-input.tsx';

export interface FlowPinStepProps {
  heading: string;
  /** The button's label, and its label while the order is being sent. */
  submitLabel: string;
  sendingLabel: string;
  /** The previous PIN was wrong: 'PIN incorreto', and the customer types it again. */
  rejected: boolean;
  busy: boolean;
  onPin: (pin: string) => void;
}

/** The PIN step of a payment flow (transfer, Pix): the four boxes, the wrong-PIN message, sending. */
export function FlowPinStep({ heading, submitLabel, sendingLabel, rejected, busy, onPin }: FlowPinStepProps) {
  const errors = useMessages(errorMessages);
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{heading}</h2>
      <PinInput
        onSubmit={onPin}
        busy={busy}
        error={rejected && !busy ? errors('error.pinIncorrect') : undefined}
        submitLabel={busy ? sendingLabel : submitLabel}
      />
    </div>
  );
}
