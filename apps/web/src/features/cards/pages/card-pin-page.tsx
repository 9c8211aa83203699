import { BankCode } from '@carteira/core/errors';
import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { PinInput } from '../../../components/pin-input.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { type BankErrorKey, isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useChangeCardPin, useChangeCardPinByCode, useUnblockWrongPinCard } from '../api/card-pin.ts';
import type { Card } from '../api/card-wire.ts';
import { useCards } from '../api/list-cards.ts';
import { useRequestUnblockCode } from '../api/request-unblock-code.ts';
import { PinField } from '../components/pin-field.tsx';
import type { CardAction } from '../flow/card-nav.ts';
import { initialPinChange, pinChangeReducer } from '../flow/card-pin-flow.ts';
import { cardsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../cards.css';

/** The catalogue message of a failure; its detail when it has one (a wrong code says so, not just "failed"). */
const keyOf = (e: unknown): BankErrorKey =>
  isBankError(e) ? (e.detailKey ?? e.messageKey) : 'error.tryAgainLater';

/** Opens another card action on the same card, in place of this one (back still leads to the list). */
function useSwitchAction(cardKey: string) {
  const navigate = useNavigate();
  return (action: CardAction) => navigate('/digitalCard', { replace: true, state: { cardKey, action } });
}

const TITLE = { changePin: 'pinTitle', forgotPin: 'forgotTitle', unblockWrongPin: 'unblockTitle' } as const;

/**
 * /digitalCard opened with a card and an action in navigation state: change the card PIN, give it a
 * new PIN with an SMS code (the forgotten PIN), or unblock it after wrong PINs with the account PIN.
 */
export function CardPinPage({ cardKey, action }: { cardKey: string; action: CardAction }) {
  const t = useMessages(cardsMessages);
  const goBack = useGoBack();
  const cards = useCards();
  const card = useRef<Card | undefined>(undefined);
  const found = cards.data?.find((c) => c.key === cardKey);
  // keep the card once found: a change refetches the list, and the done screens still name it
  if (found) card.current = found;
  const body = () => {
    if (!card.current && cards.isPending) return <Spinner block label={t('loading')} />;
    if (!card.current)
      return (
        <p className="field__hint" data-testid="card-pin-no-card">
          {t('noCard')}
        </p>
      );
    if (action === 'changePin') return <ChangePin card={card.current} />;
    if (action === 'forgotPin') return <ForgotPin card={card.current} />;
    return <UnblockWrongPin card={card.current} />;
  };
  return (
    <>
      <TopBar title={t(TITLE[action])} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}

function Done({ heading, text, testId }: { heading: string; text: string; testId: string }) {
  const t = useMessages(cardsMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form done" data-testid={testId}>
      <h2 className="done__heading">{heading}</h2>
      <p className="done__text">{text}</p>
      <div className="page-actions">
        <Button onClick={() => navigate('/digitalCard', { replace: true })} data-testid="card-pin-back">
          {t('backToCards')}
        </Button>
      </div>
    </div>
  );
}

function ChangePin({ card }: { card: Card }) {
  const t = useMessages(cardsMessages);
  const errors = useMessages(errorMessages);
  const switchTo = useSwitchAction(card.key);
  const change = useChangeCardPin();
  const [state, dispatch] = useReducer(pinChangeReducer, initialPinChange);
  if (state.step === 'done')
    return (
      <Done
        heading={t('pinChanged')}
        text={t('pinChangedText', { last4: card.last4 })}
        testId="card-pin-done"
      />
    );
  if (state.step === 'blocked')
    return (
      <div className="flow-form done" data-testid="card-pin-blocked">
        <h2 className="done__heading">{t('pinBlockedHeading')}</h2>
        <p className="done__text" role="alert">
          {t('pinBlockedText', { last4: card.last4 })}
        </p>
        <div className="page-actions">
          <Button onClick={() => switchTo('unblockWrongPin')} data-testid="card-pin-unblock">
            {t('unblockWrongPin')}
          </Button>
          <Button variant="outlined" onClick={() => switchTo('forgotPin')} data-testid="card-pin-forgot">
            {t('savePin')}
          </Button>
        </div>
      </div>
    );
  if (state.step === 'failed')
    return (
      <FlowFailed
        testId="card-pin-failed"
        heading={t('failedHeading')}
        errorKey={state.errorKey}
        tryAgainLabel={t('retry')}
        homeLabel={t('goHome')}
        onTryAgain={() => dispatch({ type: 'RESTART' })}
      />
    );
  const onRepeat = (pin: string) => {
    if (state.step !== 'repeat') return;
    dispatch({ type: 'REPEAT', pin });
    if (pin !== state.next) return;
    change.mutate(
      { cardKey: card.key, currentPin: state.current, newPin: state.next },
      {
        onSuccess: () => dispatch({ type: 'CHANGED' }),
        onError: (e) => {
          if (isBankError(e) && e.code === BankCode.IncorrectPin) dispatch({ type: 'WRONG_PIN' });
          else if (isBankError(e) && e.code === BankCode.PinBlocked) dispatch({ type: 'BLOCKED' });
          else if (isBankError(e) && e.code === BankCode.ValidationErrors) dispatch({ type: 'REFUSED' });
          else dispatch({ type: 'FAILED', errorKey: keyOf(e) });
        },
      },
    );
  };
  if (state.step === 'current')
    return (
      <div className="flow-form" data-testid="card-pin-current">
        <h2 className="flow-heading">{t('currentPinHeading', { last4: card.last4 })}</h2>
        <PinInput
          key={state.attempt}
          onSubmit={(pin) => dispatch({ type: 'CURRENT', pin })}
          error={state.rejected ? errors('error.pinIncorrect') : undefined}
          submitLabel={t('next')}
        />
        <Button variant="text" onClick={() => switchTo('forgotPin')} data-testid="card-pin-go-forgot">
          {t('forgotPin')}
        </Button>
      </div>
    );
  if (state.step === 'new')
    return (
      <div className="flow-form" data-testid="card-pin-new">
        <h2 className="flow-heading">{t('newPinHeading')}</h2>
        <PinInput
          key={state.attempt}
          onSubmit={(pin) => dispatch({ type: 'NEW', pin })}
          error={
            state.problem === 'mismatch'
              ? t('pinMismatch')
              : state.problem === 'refused'
                ? t('pinRefused')
                : undefined
          }
          submitLabel={t('next')}
        />
      </div>
    );
  return (
    <div className="flow-form" data-testid="card-pin-repeat">
      <h2 className="flow-heading">{t('repeatPinHeading')}</h2>
      <PinInput
        key={state.attempt}
        onSubmit={onRepeat}
        busy={state.step === 'sending'}
        submitLabel={t('changePin')}
      />
    </div>
  );
}

function ForgotPin({ card }: { card: Card }) {
  const t = useMessages(cardsMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const sendCode = useRequestUnblockCode();
  const save = useChangeCardPinByCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [pinAgain, setPinAgain] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState<BankErrorKey | null>(null);
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Done
        heading={t('pinSaved')}
        text={t('pinSavedText', { last4: card.last4 })}
        testId="card-forgot-done"
      />
    );
  if (failed)
    return (
      <FlowFailed
        testId="card-forgot-failed"
        heading={t('failedHeading')}
        errorKey={failed}
        tryAgainLabel={t('retry')}
        homeLabel={t('goHome')}
        onTryAgain={() => {
          setFailed(null);
          setCode('');
          setSubmitted(false);
        }}
      />
    );
  return (
    <form
      className="flow-form"
      noValidate
      data-testid="card-forgot-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (sentTo === null) {
          sendCode.mutate(card.key, {
            onSuccess: (r) => setSentTo(r.maskedDestination),
            onError: (e) => snackbar.show({ text: errorText(e), tone: 'error' }),
          });
          return;
        }
        setSubmitted(true);
        if (!isCompleteCode(code) || !/^\d{4}$/.test(pin) || pin !== pinAgain) return;
        save.mutate(
          { cardKey: card.key, code, newPin: pin },
          {
            onSuccess: () => setDone(true),
            onError: (e) => {
              // a PIN the bank refuses is typed again here; any other failure is the flow's error screen
              if (isBankError(e) && e.code === BankCode.ValidationErrors)
                snackbar.show({ text: t('pinRefused'), tone: 'error' });
              else setFailed(keyOf(e));
            },
          },
        );
      }}
    >
      <h2 className="flow-heading">{t('forgotTitle')}</h2>
      <p>{t('forgotText', { last4: card.last4 })}</p>
      {sentTo !== null ? (
        <>
          <CodeInput
            label={t('codeField')}
            hint={t('codeSent', { destination: sentTo })}
            value={code}
            validateNow={submitted}
            onValueChange={setCode}
            testId="card-forgot-code"
          />
          <PinField
            label={t('newPinField')}
            value={pin}
            error={submitted && !/^\d{4}$/.test(pin) ? t('pinLength') : undefined}
            onValueChange={setPin}
            testId="card-forgot-pin"
          />
          <PinField
            label={t('pinAgainField')}
            value={pinAgain}
            error={submitted && pin !== pinAgain ? t('pinMismatch') : undefined}
            onValueChange={setPinAgain}
            testId="card-forgot-pin-again"
          />
        </>
      ) : null}
      <div className="page-actions">
        <Button type="submit" loading={sendCode.isPending || save.isPending} data-testid="card-forgot-submit">
          {sentTo === null ? t('sendCode') : t('savePin')}
        </Button>
      </div>
    </form>
  );
}

function UnblockWrongPin({ card }: { card: Card }) {
  const t = useMessages(cardsMessages);
  const errors = useMessages(errorMessages);
  const switchTo = useSwitchAction(card.key);
  const unblock = useUnblockWrongPinCard();
  const [attempt, setAttempt] = useState(0);
  const [rejected, setRejected] = useState(false);
  const [failed, setFailed] = useState<BankErrorKey | null>(null);
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Done
        heading={t('unblocked')}
        text={t('unblockDoneText', { last4: card.last4 })}
        testId="card-unblock-done"
      />
    );
  if (failed)
    return (
      <FlowFailed
        testId="card-unblock-failed"
        heading={t('failedHeading')}
        errorKey={failed}
        tryAgainLabel={t('retry')}
        homeLabel={t('goHome')}
        onTryAgain={() => setFailed(null)}
      />
    );
  return (
    <div className="flow-form" data-testid="card-unblock-pin">
      <h2 className="flow-heading">{t('unblockHeading', { last4: card.last4 })}</h2>
      <PinInput
        key={attempt}
        busy={unblock.isPending}
        error={rejected && !unblock.isPending ? errors('error.pinIncorrect') : undefined}
        submitLabel={t('unblockCard')}
        onSubmit={(accountPin) =>
          unblock.mutate(
            { cardKey: card.key, accountPin },
            {
              onSuccess: () => setDone(true),
              onError: (e) => {
                setAttempt((a) => a + 1);
                if (isBankError(e) && e.code === BankCode.IncorrectPin) setRejected(true);
                else setFailed(keyOf(e));
              },
            },
          )
        }
      />
      <Button variant="text" onClick={() => switchTo('forgotPin')} data-testid="card-unblock-go-forgot">
        {t('forgotPin')}
      </Button>
    </div>
  );
}
