import { onlyDigits } from '@carteira/core/br';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { type CepAddress, useLookupCep } from '../api/lookup-cep.ts';
import { useOrderFirstCard } from '../api/order-first-card.ts';
import { type CopyReason, type SecondCopy, useOrderSecondCopy } from '../api/order-second-copy.ts';
import { useCardNavState } from '../flow/card-nav.ts';
import { cardsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../cards.css';

const REASONS: readonly CopyReason[] = ['ROUBO', 'PERDA', 'DANIFICADO'];

/**
 * /cardRequest: with a card (and the reason) in navigation state, its second copy, delivered to an
 * address found by its CEP. Without a card, the account's first physical card, delivered the same way.
 */
export function CardRequestPage() {
  const t = useMessages(cardsMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const nav = useCardNavState();
  const cardKey = nav.cardKey ?? '';
  const first = cardKey === '';
  const [reason, setReason] = useState<CopyReason | null>(nav.reason ?? null);
  const [cep, setCep] = useState('');
  const [found, setFound] = useState<CepAddress | null>(null);
  const [number, setNumber] = useState('');
  const [complement, setComplement] = useState('');
  const [done, setDone] = useState<SecondCopy | null>(null);
  const lookup = useLookupCep();
  const order = useOrderSecondCopy();
  const orderFirst = useOrderFirstCard();
  const onError = (e: unknown) => snackbar.show({ text: errorText(e), tone: 'error' });
  const reasonLabel = (r: CopyReason) =>
    r === 'ROUBO' ? t('stolen') : r === 'PERDA' ? t('lost') : t('damaged');

  const body = () => {
    if (done)
      return (
        <div className="flow-form done" data-testid="card-copy-done">
          <h2 className="done__heading">{first ? t('firstDone') : t('copyDone')}</h2>
          <p className="done__text">
            {t(first ? 'firstDoneText' : 'copyDoneText', {
              last4: done.card.last4,
              street: done.address.street,
              number: done.address.number,
              city: done.address.city,
              state: done.address.state,
            })}
          </p>
          <div className="page-actions">
            <Button onClick={() => navigate('/digitalCard')} data-testid="card-copy-back">
              {t('backToCards')}
            </Button>
          </div>
        </div>
      );
    if (reason === null && !first)
      return (
        <OptionMenu<CopyReason>
          legend={t('copyReason')}
          options={REASONS.map((r) => ({ value: r, label: reasonLabel(r) }))}
          nextLabel={t('next')}
          onNext={setReason}
        />
      );
    return (
      <form
        className="flow-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!found) {
            lookup.mutate(onlyDigits(cep), { onSuccess: setFound, onError });
            return;
          }
          if (!number.trim()) return;
          const address = { cep: onlyDigits(cep), number, complement };
          if (first || reason === null) orderFirst.mutate(address, { onSuccess: setDone, onError });
          else order.mutate({ cardKey, reason, ...address }, { onSuccess: setDone, onError });
        }}
        data-testid="card-copy-form"
      >
        <h2 className="flow-heading">{first ? t('firstHeading') : t('copyTitle')}</h2>
        {first || reason === null ? (
          <p data-testid="card-first-text">{t('firstText')}</p>
        ) : (
          <p>
            {t('copyReason')}: {reasonLabel(reason)}
          </p>
        )}
        <TextInput
          kind="text"
          label={t('cep')}
          value={cep}
          digitsOnly
          maxLength={8}
          inputMode="numeric"
          pattern={/^\d{8}$/}
          onValueChange={(v) => {
            setCep(v);
            setFound(null);
          }}
          testId="card-copy-cep"
        />
        {found ? (
          <>
            <dl className="review" data-testid="card-copy-address">
              <div className="review__row">
                <dt>{t('deliverTo')}</dt>
                <dd>
                  {found.street}, {found.district} – {found.city}/{found.state}
                </dd>
              </div>
            </dl>
            <TextInput
              kind="text"
              label={t('number')}
              value={number}
              maxLength={10}
              onValueChange={setNumber}
              testId="card-copy-number"
            />
            <TextInput
              kind="text"
              label={t('complement')}
              required={false}
              value={complement}
              maxLength={60}
              onValueChange={setComplement}
              testId="card-copy-complement"
            />
          </>
        ) : null}
        <div className="page-actions">
          <Button
            type="submit"
            loading={lookup.isPending || order.isPending || orderFirst.isPending}
            data-testid="card-copy-submit"
          >
            {found ? (first ? t('confirmFirst') : t('confirmCopy')) : t('searchCep')}
          </Button>
        </div>
      </form>
    );
  };
  return (
    <>
      <TopBar title={first ? t('firstTitle') : t('copyTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
