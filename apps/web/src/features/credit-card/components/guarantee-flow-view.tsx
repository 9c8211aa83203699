import { DEFAULT_DUE_DAY, DUE_DAYS, MAX_GUARANTEE, MIN_GUARANTEE } from '@carteira/core/credit-card';
import { type Centavos, centavos, formatBRL, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useReducer, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { fetchAddendum } from '../api/card-info.ts';
import { fetchContract, signContract, useCreditCardMutation } from '../api/contract.ts';
import { moveGuarantee, simulateRedeem } from '../api/guarantee.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { guaranteeReducer, initialGuarantee } from '../flow/guarantee-flow.ts';
import { creditCardMessages } from '../messages.ts';
import { SelfieStep } from './selfie-step.tsx';

/** The guarantee's range, as the messages write it. */
const RANGE = { min: formatBRL(centavos(MIN_GUARANTEE)), max: formatBRL(centavos(MAX_GUARANTEE)) };

export type GuaranteeMode = 'first' | 'invest' | 'redeem';

/** Bank codes the flow answers itself: a wrong PIN, a selfie not confirmed, an amount out of bound. */
const WRONG_PIN = 10007;
const NOT_CONFIRMED = 40007;
const OUT_OF_BOUND = 17000;

/**
 * Moving the guarantee: the first investment (with the contract), investing more, or redeeming. Amount,
 * contract, PIN, selfie; the answer is the new limit (`onDone` shows it).
 */
export function GuaranteeFlowView({
  mode,
  done,
  onFundByPix,
}: {
  mode: GuaranteeMode;
  done: (limit: Centavos, last4: string) => React.ReactNode;
  /** When given, a short balance offers to add the amount by Pix (first access and investing more). */
  onFundByPix?: (amount: Centavos) => void;
}) {
  const t = useMessages(creditCardMessages);
  const tp = useMessages(cardPagesMessages);
  const [last4, setLast4] = useState('');
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const [state, dispatch] = useReducer(guaranteeReducer, initialGuarantee);
  const [digits, setDigits] = useState('');
  const [dueDay, setDueDay] = useState(DEFAULT_DUE_DAY);
  const [submitted, setSubmitted] = useState(false);
  const [rangeError, setRangeError] = useState(false);
  const [free, setFree] = useState<Centavos | null>(null);
  const [contract, setContract] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const first = useCreditCardMutation(signContract);
  const move = useCreditCardMutation(moveGuarantee);

  const submitAmount = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!digits) return;
    const amount = parseBRLInput(digits);
    const outOfRange = mode !== 'redeem' && (amount < MIN_GUARANTEE || amount > MAX_GUARANTEE);
    setRangeError(outOfRange);
    if (outOfRange || amount <= 0) return;
    setChecking(true);
    try {
      if (mode === 'redeem') {
        const simulated = await simulateRedeem(amount);
        setFree(simulated.redeemable);
        if (!simulated.allowed) {
          dispatch({ type: 'AMOUNT_REFUSED', reason: 'aboveFree' });
          return;
        }
      }
      if (mode === 'first') setContract((await fetchContract(amount, dueDay)).text);
      if (mode === 'invest') setContract((await fetchAddendum(amount)).text);
      dispatch({ type: 'AMOUNT_ENTERED', amount, dueDay, withContract: mode !== 'redeem' });
    } catch (error) {
      snackbar.show({ text: errorText(error), tone: 'error' });
    } finally {
      setChecking(false);
    }
  };

  const send = (selfie: string) => {
    if (state.step !== 'selfie') return;
    dispatch({ type: 'SELFIE_TAKEN' });
    const onSuccess = (r: { limit: Centavos; last4?: string }) => {
      if (r.last4) setLast4(r.last4);
      dispatch({ type: 'DONE', limit: r.limit });
    };
    const onError = (error: unknown) => {
      const code = isBankError(error) ? error.code : 0;
      if (code === WRONG_PIN) return dispatch({ type: 'PIN_REFUSED' });
      if (code === NOT_CONFIRMED) return dispatch({ type: 'FACE_REFUSED' });
      if (code === OUT_OF_BOUND) {
        dispatch({ type: 'AMOUNT_REFUSED', reason: mode === 'redeem' ? 'aboveFree' : 'balance' });
        return;
      }
      dispatch({ type: 'FAILED' });
      snackbar.show({ text: errorText(error), tone: 'error' });
    };
    if (mode === 'first')
      first.mutate(
        { amount: state.amount, dueDay: state.dueDay, pin: state.pin, selfie },
        { onSuccess, onError },
      );
    else
      move.mutate(
        { move: mode === 'redeem' ? 'redeem' : 'invest', amount: state.amount, pin: state.pin, selfie },
        { onSuccess, onError },
      );
  };

  switch (state.step) {
    case 'done':
      return <>{done(state.limit, last4)}</>;
    case 'sending':
      return <Spinner block label={t('sending')} />;
    case 'selfie':
      return <SelfieStep refused={state.faceRefused} onSelfie={send} />;
    case 'pin':
      return (
        <FlowPinStep
          heading={t('pinTitle')}
          submitLabel={t('confirm')}
          sendingLabel={t('sending')}
          rejected={state.pinRejected}
          busy={false}
          onPin={(pin) => dispatch({ type: 'PIN_ENTERED', pin })}
        />
      );
    case 'contract':
      return (
        <div className="flow-form" data-testid="cc-contract">
          <h2 className="flow-heading">{mode === 'invest' ? tp('addendumTitle') : t('contractTitle')}</h2>
          <pre className="cc-contract">{contract}</pre>
          <div className="page-actions">
            <Button onClick={() => dispatch({ type: 'CONTRACT_ACCEPTED' })} data-testid="cc-contract-accept">
              {t('contractAccept')}
            </Button>
          </div>
        </div>
      );
    case 'amount': {
      const refused =
        state.refusedReason === 'aboveFree'
          ? t('redeemRefused', { amount: formatBRL(free ?? (0 as Centavos)) })
          : state.refusedReason === 'balance'
            ? t('balanceShort')
            : rangeError
              ? t('amountOutOfRange', RANGE)
              : undefined;
      return (
        <form
          className="flow-form"
          noValidate
          onSubmit={(e) => void submitAmount(e)}
          data-testid="cc-amount-form"
        >
          <h2 className="flow-heading">
            {mode === 'redeem' ? t('redeemLabel') : mode === 'invest' ? t('investLabel') : t('amountTitle')}
          </h2>
          <TextInput
            kind="money"
            label={
              mode === 'redeem' ? t('redeemLabel') : mode === 'invest' ? t('investLabel') : t('amountLabel')
            }
            fieldName={t('amountField')}
            value={digits}
            onValueChange={(v) => {
              setDigits(v);
              setRangeError(false);
            }}
            validateNow={submitted}
            {...(refused ? { error: refused } : {})}
            {...(mode === 'redeem' ? {} : { hint: t('amountHint', RANGE) })}
            testId="cc-amount"
          />
          {mode === 'first' ? (
            <label className="field">
              <span className="field__label">{t('dueDayLabel')}</span>
              <select
                className="field__input"
                value={dueDay}
                onChange={(e) => setDueDay(Number(e.target.value))}
                data-testid="cc-due-day"
              >
                {DUE_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <div className="page-actions">
            <Button type="submit" loading={checking} data-testid="cc-amount-submit">
              {t('continue')}
            </Button>
            {onFundByPix && mode !== 'redeem' ? (
              <Button
                variant="outlined"
                onClick={() => {
                  const amount = digits ? parseBRLInput(digits) : (0 as Centavos);
                  if (amount < MIN_GUARANTEE || amount > MAX_GUARANTEE) {
                    setSubmitted(true);
                    setRangeError(true);
                    return;
                  }
                  onFundByPix(amount);
                }}
                data-testid="cc-fund-by-pix"
              >
                {tp('fundByPix')}
              </Button>
            ) : null}
          </div>
        </form>
      );
    }
  }
}
