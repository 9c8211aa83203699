import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCreditCardMutation } from '../api/contract.ts';
import { type PayoffQuote, payOff, quotePayoff } from '../api/payoff.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { creditCardMessages } from '../messages.ts';

const WRONG_PIN = 10007;

type Step =
  | { kind: 'idle' }
  | { kind: 'quote'; quote: PayoffQuote }
  | { kind: 'pin'; quote: PayoffQuote; rejected: boolean };

/**
 * Paying an invoice instalment plan off early: the quote (the instalments left, the interest taken
 * off, what is paid), then the PIN; the balance pays it and the limit frees (CDC art. 52 § 2).
 */
export function PlanPayoff({ planId }: { planId: string }) {
  const t = useMessages(cardPagesMessages);
  const tc = useMessages(creditCardMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [loading, setLoading] = useState(false);
  const mutation = useCreditCardMutation(payOff);
  const onError = (error: unknown) => snackbar.show({ text: errorText(error), tone: 'error' });
  const ask = async () => {
    setLoading(true);
    try {
      setStep({ kind: 'quote', quote: await quotePayoff(planId) });
    } catch (error) {
      onError(error);
    } finally {
      setLoading(false);
    }
  };
  if (step.kind === 'idle')
    return (
      <Button variant="outlined" loading={loading} onClick={() => void ask()} data-testid="cc-payoff">
        {t('payoff')}
      </Button>
    );
  if (step.kind === 'pin')
    return (
      <FlowPinStep
        heading={t('payoffPin', { amount: formatBRL(step.quote.payoff) })}
        submitLabel={tc('confirm')}
        sendingLabel={tc('sending')}
        rejected={step.rejected}
        busy={mutation.isPending}
        onPin={(pin) =>
          mutation.mutate(
            { planId, pin },
            {
              onSuccess: (r) => snackbar.show({ text: t('payoffDone', { amount: formatBRL(r.paid) }) }),
              onError: (error) => {
                if (isBankError(error) && error.code === WRONG_PIN) setStep({ ...step, rejected: true });
                else onError(error);
              },
            },
          )
        }
      />
    );
  const q = step.quote;
  return (
    <div className="cc-settings" data-testid="cc-payoff-quote">
      <span className="cc-limits__row">
        <span>{t('payoffRemaining', { count: q.remaining })}</span>
        <span className="cc-limits__value">{formatBRL(q.remainingAmount)}</span>
      </span>
      <span className="cc-limits__row">
        <span>{t('payoffInterestOff')}</span>
        <span className="cc-limits__value" data-testid="cc-payoff-discount">
          - {formatBRL(q.interestOff)}
        </span>
      </span>
      <span className="cc-limits__row">
        <strong>{t('payoffAmount')}</strong>
        <strong className="cc-limits__value" data-testid="cc-payoff-amount">
          {formatBRL(q.payoff)}
        </strong>
      </span>
      <span className="muted">{t('payoffHint')}</span>
      <Button
        onClick={() => setStep({ kind: 'pin', quote: q, rejected: false })}
        data-testid="cc-payoff-confirm"
      >
        {t('payoffConfirm')}
      </Button>
    </div>
  );
}
