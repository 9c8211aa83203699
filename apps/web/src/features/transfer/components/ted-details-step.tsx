import { onlyDigits } from '@carteira/core/br';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TaxIdInput } from '../../../components/tax-id-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCheckAgency } from '../api/check-agency.ts';
import { type TedDraft, type TedField, tedProblems } from '../flow/ted-checks.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

const TYPES = [1, 2, 3, 4] as const;

const FIELDS: ReadonlyArray<{
  field: TedField;
  label: 'holderNameLabel' | 'holderTaxIdLabel' | 'agencyLabel' | 'accountLabel';
  max: number;
  numeric: boolean;
  hint?: 'holderTaxIdHint';
}> = [
  { field: 'name', label: 'holderNameLabel', max: 80, numeric: false },
  { field: 'taxId', label: 'holderTaxIdLabel', max: 18, numeric: false, hint: 'holderTaxIdHint' },
  { field: 'agency', label: 'agencyLabel', max: 4, numeric: true },
  { field: 'account', label: 'accountLabel', max: 15, numeric: true },
];

export interface TedDetailsStepProps {
  state: Extract<TransferState, { step: 'tedDetails' }>;
  dispatch: (event: TransferEvent) => void;
}

/** The TED's destination at another bank: account type, holder, CPF/CNPJ, agency (checked by the bank), account. */
export function TedDetailsStep({ state, dispatch }: TedDetailsStepProps) {
  const t = useMessages(transferMessages);
  const errorText = useErrorText();
  const check = useCheckAgency();
  const [value, setValue] = useState<TedDraft>(
    state.draft ?? { accountType: 1, name: '', taxId: '', agency: '', account: '' },
  );
  const [submitted, setSubmitted] = useState(false);
  const problems = tedProblems(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || check.isPending) return;
    check.mutate(
      { ispb: state.institution.ispb, agency: value.agency.trim() },
      {
        onSuccess: (agency) =>
          dispatch({
            type: 'TED_DETAILS_CHECKED',
            ted: {
              institution: state.institution,
              accountType: value.accountType,
              name: value.name.trim().replace(/\s+/g, ' '),
              taxId: value.taxId.trim(),
              agency,
              account: onlyDigits(value.account),
            },
          }),
      },
    );
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="ted-details">
      <h2 className="flow-heading">{t('tedDetailsHeading', { bank: state.institution.name })}</h2>
      <fieldset className="ted-account-types">
        <legend className="field__label">{t('accountTypeLegend')}</legend>
        {TYPES.map((type) => (
          <label key={type} className="ted-account-type" data-testid={`ted-account-type-${type}`}>
            <input
              type="radio"
              name="ted-account-type"
              checked={value.accountType === type}
              onChange={() => setValue((current) => ({ ...current, accountType: type }))}
            />
            <span>{t(`accountType${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {FIELDS.map(({ field, label, max, numeric, hint }) => {
        const problem = problems[field];
        if (field === 'taxId')
          return (
            <TaxIdInput
              key={field}
              label={t(label)}
              hint={hint ? t(hint) : undefined}
              value={value.taxId}
              onValueChange={(taxId) => setValue((current) => ({ ...current, taxId }))}
              error={submitted && problem ? t(problem) : undefined}
              testId="ted-taxId"
            />
          );
        return (
          <TextInput
            key={field}
            kind="text"
            label={t(label)}
            hint={hint ? t(hint) : undefined}
            maxLength={max}
            inputMode={numeric ? 'numeric' : undefined}
            value={value[field]}
            onValueChange={(text) => {
              setValue((current) => ({ ...current, [field]: text }));
              if (field === 'agency') check.reset();
            }}
            error={submitted && problem ? t(problem) : undefined}
            testId={`ted-${field}`}
          />
        );
      })}
      {check.error ? (
        <p className="field-error" role="alert" data-testid="ted-details-error">
          {errorText(check.error)}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" loading={check.isPending} data-testid="ted-details-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
