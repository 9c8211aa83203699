import { CEP_LENGTH, formatCep } from '@carteira/core/br';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useLookupCep } from '../api/lookup-cep.ts';
import { upsertAddress } from '../api/upsert-address.ts';
import type { DeliveryAddress } from '../flow/terms-types.ts';
import { termsMessages } from '../messages.ts';
import { type AddressField, addressProblems, EMPTY_ADDRESS } from './address-form.ts';
import type { StepProps } from './step-props.ts';

/** CEP not found at the bank. */
const CODE_CEP_NOT_FOUND = 40402;

type CepStatus = 'idle' | 'searching' | 'found' | 'notFound' | 'failed';

/** Another delivery address: the CEP (looked up at the bank) fills the street, then the number. */
export function DifferentAddressStep({ state, dispatch, contractingKey }: StepProps<'differentAddress'>) {
  const t = useMessages(termsMessages);
  const lookup = useLookupCep();
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const [cepStatus, setCepStatus] = useState<CepStatus>('idle');
  const [submitted, setSubmitted] = useState(false);
  const problems = addressProblems(address);
  const shown = (field: AddressField) => {
    const key = problems[field];
    return submitted && key ? t(key) : undefined;
  };
  const set = (field: AddressField) => (value: string) => setAddress((now) => ({ ...now, [field]: value }));

  const onCep = (cep: string) => {
    setAddress((now) => ({ ...now, cep }));
    if (cep.length !== CEP_LENGTH) {
      setCepStatus('idle');
      return;
    }
    setCepStatus('searching');
    lookup.mutate(cep, {
      onSuccess: (found) => {
        setAddress((now) => (now.cep === cep ? { ...now, ...found, cep } : now));
        setCepStatus('found');
      },
      onError: (error) =>
        setCepStatus(isBankError(error) && error.code === CODE_CEP_NOT_FOUND ? 'notFound' : 'failed'),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Next only after a successful CEP look-up (wallet.md's address rule): no unverified CEP goes out.
    if (cepStatus !== 'found' || Object.keys(problems).length > 0 || state.saving) return;
    dispatch({ type: 'NEW_ADDRESS_SUBMITTED' });
    try {
      const sent = await upsertAddress(contractingKey, address);
      dispatch({ type: 'ADDRESS_UPDATED', address: sent.address, deliveryDate: sent.deliveryDate });
    } catch {
      dispatch({ type: 'ADDRESS_REFUSED' });
    }
  };

  const cepError =
    cepStatus === 'notFound'
      ? t('cepNotFound')
      : cepStatus === 'failed'
        ? t('cepLookupFailed')
        : shown('cep');
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="terms-different-address">
      <h2 className="flow-heading">{t('differentHeading')}</h2>
      <TextInput
        kind="text"
        label={t('cepLabel')}
        fieldName={t('cepField')}
        value={address.cep}
        onValueChange={onCep}
        digitsOnly
        maxLength={CEP_LENGTH}
        format={formatCep}
        inputMode="tel"
        autoComplete="postal-code"
        error={cepError}
        hint={cepStatus === 'searching' ? t('cepSearching') : undefined}
        testId="terms-cep"
      />
      <TextInput
        kind="text"
        label={t('streetLabel')}
        value={address.street}
        onValueChange={set('street')}
        maxLength={80}
        error={shown('street')}
        testId="terms-street"
      />
      <div className="terms-row">
        <TextInput
          kind="text"
          label={t('numberLabel')}
          value={address.number}
          onValueChange={set('number')}
          digitsOnly
          maxLength={5}
          inputMode="numeric"
          error={shown('number')}
          testId="terms-number"
        />
        <TextInput
          kind="text"
          label={t('complementLabel')}
          value={address.complement}
          onValueChange={set('complement')}
          required={false}
          maxLength={40}
          error={shown('complement')}
          testId="terms-complement"
        />
      </div>
      <TextInput
        kind="text"
        label={t('neighborhoodLabel')}
        value={address.neighborhood}
        onValueChange={set('neighborhood')}
        maxLength={60}
        error={shown('neighborhood')}
        testId="terms-neighborhood"
      />
      <div className="terms-row terms-row--city">
        <TextInput
          kind="text"
          label={t('cityLabel')}
          value={address.city}
          onValueChange={set('city')}
          maxLength={60}
          error={shown('city')}
          testId="terms-city"
        />
        <TextInput
          kind="text"
          label={t('ufLabel')}
          value={address.uf}
          onValueChange={(value) => set('uf')(value.toUpperCase())}
          maxLength={2}
          error={shown('uf')}
          testId="terms-uf"
        />
      </div>
      {state.refused ? (
        <p className="field-error" role="alert" data-testid="terms-address-refused">
          {t('addressRefused')}
        </p>
      ) : null}
      <div className="page-actions">
        <Button
          type="submit"
          loading={state.saving}
          disabled={cepStatus !== 'found'}
          data-testid="terms-address-submit"
        >
          {t('useAddress')}
        </Button>
      </div>
    </form>
  );
}
