import { AddressForm } from '../../../components/address-form.tsx';
import type { AddressValue, CepLookup } from '../../../components/address-rules.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { lookupCep } from '../api/lookup-cep.ts';
import { upsertAddress } from '../api/upsert-address.ts';
import { termsMessages } from '../messages.ts';
import type { StepProps } from './step-props.ts';

/** The bank's CEP look-up in the shared address screen's words. */
async function findCep(cep: string): Promise<CepLookup> {
  const found = await lookupCep(cep);
  return {
    street: found.street,
    neighborhood: found.neighborhood,
    city: found.city,
    state: found.uf,
    complement: '',
  };
}

/** Another delivery address, on the shared address screen (the CEP looked up before Next). */
export function DifferentAddressStep({ state, dispatch, contractingKey }: StepProps<'differentAddress'>) {
  const t = useMessages(termsMessages);
  const submit = async (a: AddressValue) => {
    if (state.saving) return;
    dispatch({ type: 'NEW_ADDRESS_SUBMITTED' });
    try {
      const sent = await upsertAddress(contractingKey, {
        cep: a.cep,
        street: a.street,
        number: a.number,
        complement: a.complement,
        neighborhood: a.neighborhood,
        city: a.city,
        uf: a.state,
      });
      dispatch({ type: 'ADDRESS_UPDATED', address: sent.address, deliveryDate: sent.deliveryDate });
    } catch {
      dispatch({ type: 'ADDRESS_REFUSED' });
    }
  };
  return (
    <AddressForm
      lookup={findCep}
      onSubmit={(a) => void submit(a)}
      submitLabel={t('useAddress')}
      busy={state.saving}
      testId="terms-address"
      alert={state.refused ? t('addressRefused') : undefined}
    >
      <h2 className="flow-heading">{t('differentHeading')}</h2>
    </AddressForm>
  );
}
