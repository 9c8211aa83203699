import { OptionMenu } from '../../../components/option-menu.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type AddContactEvent, type AddContactState, keyChoices } from '../flow/add-contact-flow.ts';
import { contactsMessages } from '../messages.ts';

export interface KeyTypeStepProps {
  state: Extract<AddContactState, { step: 'keyType' }>;
  dispatch: (event: AddContactEvent) => void;
}

/** The contact key type menu: phone, e-mail, CPF (unless saved already), CNPJ, random key, or an account. */
export function KeyTypeStep({ state, dispatch }: KeyTypeStepProps) {
  const t = useMessages(contactsMessages);
  return (
    <div className="flow-form">
      <OptionMenu
        legend={t('keyTypeLegend')}
        options={keyChoices(state.details.taxId, state.existing).map((value) => ({
          value,
          label: t(`type${value}`),
          ...(value === 'ACCOUNT' ? { description: t('typeACCOUNTText') } : {}),
        }))}
        nextLabel={t('continue')}
        onNext={(choice) => dispatch({ type: 'KEY_TYPE_CHOSEN', choice })}
      />
    </div>
  );
}
