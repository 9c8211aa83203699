import { formatDate } from '@carteira/core/calendar';
import { BankCode } from '@carteira/core/errors';
import { formatBRL } from '@carteira/core/money';
import { type FormEvent, useReducer, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PinInput } from '../../../components/pin-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useHolderStatus, useIssuePhoneCard, usePersonalData, useRegisterHolder } from '../api/holder.ts';
import { confirmOnDevice, declineOffer, useCheckPhone } from '../api/promotion.ts';
import { phoneCardReducer, phoneCardStart } from '../flow/phone-card-flow.ts';
import { giftCardMessages } from '../messages.ts';
import '../gift-card.css';

const BARCODE = /^[0-9A-Za-z]{8,20}$/;

/**
 * The gift card that came with the phone (decision 0035): check its barcode, claim it (signing up as a
 * holder with the PIN first), and it joins My gift cards, to be credited from there.
 */
export function PhoneCardSection() {
  const t = useMessages(giftCardMessages);
  const errors = useMessages(errorMessages);
  const [state, dispatch] = useReducer(phoneCardReducer, phoneCardStart);
  const [barcode, setBarcode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const check = useCheckPhone();
  const holder = useHolderStatus();
  const data = usePersonalData(state.step === 'register');
  const register = useRegisterHolder();
  const issue = useIssuePhoneCard();
  const fail = (error: unknown) =>
    setProblem(errors(isBankError(error) ? error.messageKey : 'error.tryAgainLater'));

  const issueTo = (holderKey: string, code: string) =>
    issue.mutate(
      { holder: holderKey, barcode: code },
      {
        onSuccess: (card) => {
          // the phone's record at the product backend; the card is issued whatever it answers
          void confirmOnDevice({ barcode: code, holder: holderKey }).catch(() => {});
          dispatch({ type: 'ISSUED', card });
        },
        onError: fail,
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!BARCODE.test(barcode.trim())) return setProblem(t('barcodeInvalid'));
    check.mutate(barcode, {
      onSuccess: (result) => dispatch({ type: 'CHECKED', result }),
      onError: () => setProblem(t('failed')),
    });
  };
  const restart = () => {
    setBarcode('');
    setProblem(undefined);
    dispatch({ type: 'RESET' });
  };

  return (
    <section
      className="gift-card-section"
      data-testid="gift-card-phone"
      aria-labelledby="gift-card-phone-heading"
    >
      <h2 id="gift-card-phone-heading" className="gift-card-section__title">
        {t('phoneHeading')}
      </h2>
      {state.step === 'ask' ? (
        <form className="gift-card-stack" onSubmit={submit} noValidate>
          <p>{t('phoneText')}</p>
          <TextInput
            kind="text"
            label={t('barcodeLabel')}
            value={barcode}
            maxLength={20}
            autoComplete="off"
            onValueChange={(v) => {
              setBarcode(v.replace(/[^0-9A-Za-z]/g, '').toUpperCase());
              setProblem(undefined);
            }}
            hint={t('barcodeHint')}
            error={problem}
            testId="gift-card-barcode"
          />
          <div className="page-actions">
            <Button type="submit" variant="outlined" disabled={check.isPending} data-testid="gift-card-check">
              {check.isPending ? t('checking') : t('check')}
            </Button>
          </div>
        </form>
      ) : null}
      {state.step === 'offer' ? (
        <>
          <p data-testid="gift-card-offer">
            {t('offerText', { amount: formatBRL(state.offer.amount), date: formatDate(state.offer.until) })}
          </p>
          {problem ? <p role="alert">{problem}</p> : null}
          <div className="page-actions">
            <Button
              disabled={issue.isPending || holder.isPending}
              onClick={() =>
                holder.data?.status === 'ATIVO'
                  ? issueTo(holder.data.gc_chaveDeCliente, state.offer.barcode)
                  : dispatch({ type: 'REGISTER' })
              }
              data-testid="gift-card-accept"
            >
              {issue.isPending ? t('sending') : t('accept')}
            </Button>
            <Button
              variant="text"
              onClick={() =>
                void declineOffer(state.offer.barcode).then(() => dispatch({ type: 'DECLINED' }), fail)
              }
              data-testid="gift-card-decline"
            >
              {t('decline')}
            </Button>
          </div>
        </>
      ) : null}
      {state.step === 'register' ? (
        <div data-testid="gift-card-register">
          <p>{t('registerText')}</p>
          {data.data ? (
            <dl className="review">
              <div className="review__row">
                <dt>{t('nameLabel')}</dt>
                <dd>{data.data.nome}</dd>
              </div>
              <div className="review__row">
                <dt>{t('birthLabel')}</dt>
                <dd>{formatDate(data.data.dataNascimento)}</dd>
              </div>
              <div className="review__row">
                <dt>{t('phoneLabel')}</dt>
                <dd>
                  ({data.data.telefoneMovel.ddd}) {data.data.telefoneMovel.numero}
                </dd>
              </div>
              {data.data.email ? (
                <div className="review__row">
                  <dt>{t('emailLabel')}</dt>
                  <dd>{data.data.email}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <PinInput
            legend={t('registerPin')}
            busy={register.isPending || issue.isPending}
            error={state.rejected && !register.isPending ? errors('error.pinIncorrect') : problem}
            submitLabel={register.isPending || issue.isPending ? t('sending') : t('registerButton')}
            onSubmit={(pin) => {
              if (!data.data) return;
              setProblem(undefined);
              register.mutate(
                { data: data.data, pin },
                {
                  onSuccess: (registered) => {
                    if (registered.status === 'ATIVO')
                      issueTo(registered.gc_chaveDeCliente, state.offer.barcode);
                  },
                  onError: (error) =>
                    isBankError(error) && error.code === BankCode.IncorrectPin
                      ? dispatch({ type: 'PIN_REFUSED' })
                      : fail(error),
                },
              );
            }}
          />
        </div>
      ) : null}
      {state.step === 'issued' || state.step === 'none' || state.step === 'declined' ? (
        <>
          <p data-testid={`gift-card-phone-${state.step}`}>
            {t(state.step === 'issued' ? 'issuedText' : state.step === 'none' ? 'noneText' : 'declinedText')}
          </p>
          <Button variant="text" onClick={restart} data-testid="gift-card-check-another">
            {t('checkAnother')}
          </Button>
        </>
      ) : null}
      {state.step === 'ready' ? (
        <div data-testid="gift-card-ready">
          <p className="gift-card-ready__title">{t('readyHeading')}</p>
          <p>
            {t('readyText', {
              amount: formatBRL(state.card.amount),
              number: state.card.number,
              date: formatDate(state.card.validUntil),
            })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
