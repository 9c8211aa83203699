import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressForm } from '../../../components/address-form.tsx';
import type { CepLookup } from '../../../components/address-rules.ts';
import { Button } from '../../../components/button.tsx';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { lookupCep } from '../api/lookup-cep.ts';
import { useOrderFirstCard } from '../api/order-first-card.ts';
import { type CopyReason, type SecondCopy, useOrderSecondCopy } from '../api/order-second-copy.ts';
import { useCardNavState } from '../flow/card-nav.ts';
import { cardsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../cards.css';

const REASONS: readonly CopyReason[] = ['ROUBO', 'PERDA', 'DANIFICADO'];

/** The bank's CEP look-up in the shared address screen's words. */
async function findCep(cep: string): Promise<CepLookup> {
  const found = await lookupCep(cep);
  return {
    street: found.street,
    neighborhood: found.district,
    city: found.city,
    state: found.state,
    complement: '',
  };
}

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
  const [done, setDone] = useState<SecondCopy | null>(null);
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
    const busy = order.isPending || orderFirst.isPending;
    return (
      <AddressForm
        lookup={findCep}
        testId="card-copy"
        submitLabel={first ? t('confirmFirst') : t('confirmCopy')}
        busy={busy}
        onSubmit={(a) => {
          const address = { cep: a.cep, number: a.number, complement: a.complement };
          if (first || reason === null) orderFirst.mutate(address, { onSuccess: setDone, onError });
          else order.mutate({ cardKey, reason, ...address }, { onSuccess: setDone, onError });
        }}
      >
        <h2 className="flow-heading">{first ? t('firstHeading') : t('copyTitle')}</h2>
        {first || reason === null ? (
          <p data-testid="card-first-text">{t('firstText')}</p>
        ) : (
          <p>
            {t('copyReason')}: {reasonLabel(reason)}
          </p>
        )}
      </AddressForm>
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
