import { formatBRL } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { type BankErrorKey, isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { type Redeemed, useRedeemGiftCard } from '../api/redeem-gift-card.ts';
import { HolderCards } from '../components/holder-cards.tsx';
import { PhoneCardSection } from '../components/phone-card-section.tsx';
import { giftCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../gift-card.css';

/** Groups of 4 as the card prints them: CP50-RSAB-2026-0001. */
export function formatGiftCode(text: string): string {
  const chars = text
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 16);
  return chars.match(/.{1,4}/g)?.join('-') ?? '';
}

/**
 * /giftCard: the gift card that came with the customer's phone and their gift cards as a holder
 * (decision 0035), and a store card's code redeemed into the balance (decision 0028).
 */
export function GiftCardPage() {
  const t = useMessages(giftCardMessages);
  const errors = useMessages(errorMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const redeem = useRedeemGiftCard();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<BankErrorKey | null>(null);
  const [done, setDone] = useState<Redeemed | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (code.replace(/-/g, '').length !== 16) return setProblem(t('codeInvalid'));
    redeem.mutate(code, {
      onSuccess: (r) => {
        setDone(r);
        setCode('');
      },
      onError: (error) => setFailure(isBankError(error) ? error.messageKey : 'error.tryAgainLater'),
    });
  };
  return (
    <>
      <TopBar title={t('title')} inverse={done !== null} onBack={goBack} />
      <main className="page-content" id="main">
        {done ? (
          <div className="flow-form done" data-testid="gift-card-done">
            <div className="done__badge">
              <Icon name="check" size={36} />
            </div>
            <h2 className="done__heading">{t('doneHeading')}</h2>
            <p className="done__text" data-testid="gift-card-done-text">
              {t('doneText', { amount: formatBRL(done.amount) })}
            </p>
            <div className="page-actions">
              <Button onClick={() => setDone(null)}>{t('another')}</Button>
              <Button variant="outlined" onClick={() => navigate(HOME_ROUTE)}>
                {t('goHome')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <PhoneCardSection />
            <HolderCards onCredited={setDone} />
            <form className="flow-form" onSubmit={submit} noValidate data-testid="gift-card-form">
              <h2 className="gift-card-section__title">{t('heading')}</h2>
              <p>{t('text')}</p>
              <TextInput
                kind="text"
                label={t('codeLabel')}
                value={code}
                maxLength={19}
                autoComplete="off"
                onValueChange={(v) => {
                  setCode(formatGiftCode(v));
                  setProblem(null);
                  setFailure(null);
                }}
                hint={t('codeHint')}
                error={problem ?? (failure ? errors(failure) : undefined)}
                testId="gift-card-code"
              />
              <div className="page-actions">
                <Button type="submit" disabled={redeem.isPending} data-testid="gift-card-redeem">
                  {redeem.isPending ? t('redeeming') : t('redeem')}
                </Button>
              </div>
            </form>
          </>
        )}
      </main>
    </>
  );
}
