import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TaxIdInput } from '../../../components/tax-id-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { ContactKey } from '../../../lib/bank/contacts.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import {
  type AddContactEvent,
  type AddContactState,
  detailsProblems,
  NAME_MAX,
  NICKNAME_MAX,
} from '../flow/add-contact-flow.ts';
import { contactsMessages } from '../messages.ts';
import { useKeyLines } from './key-text.ts';

export interface DetailsStepProps {
  state: Extract<AddContactState, { step: 'details' }>;
  dispatch: (event: AddContactEvent) => void;
}

/** CPF/CNPJ, full name and nickname; from a receipt, the key or account it paid is shown to be saved with them. */
export function DetailsStep({ state, dispatch }: DetailsStepProps) {
  const t = useMessages(contactsMessages);
  const [locale] = useLocale();
  const [details, setDetails] = useState(state.details);
  const [submitted, setSubmitted] = useState(false);
  const problems = detailsProblems(details, state.maskedTaxId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    dispatch({ type: 'DETAILS_DONE', details });
  };
  const masked = state.maskedTaxId;
  const preset = state.preset ? ({ id: 'preset', ...state.preset } as ContactKey) : null;
  const presetLines = useKeyLines(preset, t);
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="contact-details">
      <h2 className="flow-heading">{t('detailsHeading')}</h2>
      <TextInput
        kind="text"
        label={t('fullName')}
        maxLength={NAME_MAX}
        value={details.name}
        onValueChange={(name) => setDetails((d) => ({ ...d, name }))}
        error={submitted && problems.name ? t(problems.name) : undefined}
        testId="contact-name"
      />
      <TaxIdInput
        label={t('taxId')}
        value={details.taxId}
        hint={masked ? t('maskedHint', { masked }) : undefined}
        onValueChange={(taxId) => setDetails((d) => ({ ...d, taxId }))}
        error={submitted && problems.taxId ? t(problems.taxId, { masked: masked ?? '' }) : undefined}
        testId="contact-tax-id"
      />
      <TextInput
        kind="text"
        label={t('nickname')}
        hint={t('nicknameHint')}
        maxLength={NICKNAME_MAX}
        value={details.nickname}
        onValueChange={(nickname) => setDetails((d) => ({ ...d, nickname }))}
        error={submitted && problems.nickname ? t(problems.nickname) : undefined}
        testId="contact-nickname"
      />
      {presetLines ? (
        <div className="card contact-key" data-testid="contact-preset-key">
          <span className="contact-row__text">
            <span className="contact-row__sub">{presetLines[0]}</span>
            <span className="contact-row__name contact-key__value">{presetLines[1]}</span>
          </span>
        </div>
      ) : null}
      {state.errorKey ? (
        <p className="field-error" role="alert" data-testid="contact-error">
          {errorMessages[locale][state.errorKey]}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" data-testid="contact-details-submit">
          {preset ? t('save') : t('continue')}
        </Button>
      </div>
    </form>
  );
}
