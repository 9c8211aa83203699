import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useCards } from '../api/list-cards.ts';
import { useRequestUnblockCode } from '../api/request-unblock-code.ts';
import { useUnblockArrivedCard } from '../api/unblock-arrived-card.ts';
import { PinField } from '../components/pin-field.tsx';
import { useCardNavState } from '../flow/card-nav.ts';
import { cardsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../cards.css';

const EXPIRY = /^(0[1-9]|1[0-2])\/?\d{2}$/;

/** /digitalCardArrival (the card in navigation state, else the one on its way): the card that arrived, unblocked with its expiry, CVV and the PIN twice. */
export function CardArrivalPage() {
  const t = useMessages(cardsMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const cards = useCards();
  const unblock = useUnblockArrivedCard();
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [pin, setPin] = useState('');
  const [pinAgain, setPinAgain] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendCode = useRequestUnblockCode();
  const [submitted, setSubmitted] = useState(false);
  const [doneLast4, setDoneLast4] = useState<string | null>(null);
  const wanted = useCardNavState().cardKey;
  const card = cards.data?.find((c) => c.awaitingArrival && (wanted === undefined || c.key === wanted));
  const mismatch = submitted && pin !== pinAgain;

  const body = () => {
    if (doneLast4)
      return (
        <div className="flow-form done" data-testid="card-arrival-done">
          <h2 className="done__heading">{t('arrivalDone')}</h2>
          <p className="done__text">{t('arrivalDoneText', { last4: doneLast4 })}</p>
          <div className="page-actions">
            <Button onClick={() => navigate('/digitalCard')}>{t('backToCards')}</Button>
          </div>
        </div>
      );
    if (cards.isPending) return <Spinner block label={t('loading')} />;
    if (!card)
      return (
        <p className="field__hint" data-testid="card-arrival-none">
          {t('noArrival')}
        </p>
      );
    return (
      <form
        className="flow-form"
        noValidate
        data-testid="card-arrival-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!EXPIRY.test(expiry) || !/^\d{3}$/.test(cvv) || !/^\d{4}$/.test(pin) || pin !== pinAgain)
            return;
          if (sentTo === null) {
            sendCode.mutate(card.key, {
              onSuccess: (r) => setSentTo(r.maskedDestination),
              onError: (e) => snackbar.show({ text: errorText(e), tone: 'error' }),
            });
            return;
          }
          if (!isCompleteCode(code)) return;
          unblock.mutate(
            { cardKey: card.key, expiry, cvv, pin, pinAgain, code },
            {
              onSuccess: () => setDoneLast4(card.last4),
              onError: (e) => snackbar.show({ text: errorText(e), tone: 'error' }),
            },
          );
        }}
      >
        <h2 className="flow-heading">{t('arrivalTitle')}</h2>
        <p>{t('arrivalText', { last4: card.last4 })}</p>
        <TextInput
          kind="text"
          label={t('expiryField')}
          value={expiry}
          maxLength={5}
          pattern={EXPIRY}
          inputMode="numeric"
          validateNow={submitted}
          onValueChange={setExpiry}
          testId="card-arrival-expiry"
        />
        <TextInput
          kind="text"
          label={t('cvvField')}
          value={cvv}
          maxLength={3}
          digitsOnly
          pattern={/^\d{3}$/}
          inputMode="numeric"
          validateNow={submitted}
          onValueChange={setCvv}
          testId="card-arrival-cvv"
        />
        <PinField
          label={t('pinField')}
          value={pin}
          error={submitted && !/^\d{4}$/.test(pin) ? t('pinLength') : undefined}
          onValueChange={setPin}
          testId="card-arrival-pin"
        />
        <PinField
          label={t('pinAgainField')}
          value={pinAgain}
          error={mismatch ? t('pinMismatch') : undefined}
          onValueChange={setPinAgain}
          testId="card-arrival-pin-again"
        />
        {sentTo !== null ? (
          <CodeInput
            label={t('codeField')}
            hint={t('codeSent', { destination: sentTo })}
            value={code}
            validateNow={submitted}
            onValueChange={setCode}
            testId="card-arrival-code"
          />
        ) : null}
        <div className="page-actions">
          <Button
            type="submit"
            loading={unblock.isPending || sendCode.isPending}
            data-testid="card-arrival-submit"
          >
            {sentTo === null ? t('sendCode') : t('unblockCard')}
          </Button>
        </div>
      </form>
    );
  };
  return (
    <>
      <TopBar title={t('arrivalTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
