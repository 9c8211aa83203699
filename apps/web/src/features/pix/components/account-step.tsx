import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type AccountField, accountProblems } from '../flow/account-checks.ts';
import type { AccountDestination, PayEvent } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

const EMPTY: AccountDestination = {
  institution: '',
  agency: '',
  account: '',
  accountType: 1,
  taxId: '',
  name: '',
};
const TYPES = [1, 2, 3, 4] as const;

const FIELDS: ReadonlyArray<{
  field: AccountField;
  label: 'accountInstitution' | 'accountAgency' | 'accountNumber' | 'accountTaxId' | 'accountName';
  max: number;
  digits: boolean;
  hint?: 'accountInstitutionHint';
}> = [
  { field: 'institution', label: 'accountInstitution', max: 8, digits: true, hint: 'accountInstitutionHint' },
  { field: 'agency', label: 'accountAgency', max: 4, digits: true },
  { field: 'account', label: 'accountNumber', max: 14, digits: false },
  { field: 'taxId', label: 'accountTaxId', max: 18, digits: false },
  { field: 'name', label: 'accountName', max: 80, digits: false },
];

export interface AccountStepProps {
  draft?: AccountDestination | undefined;
  dispatch: (event: PayEvent) => void;
}

/** Agency and account of the payee: institution, agency, account, type, holder's CPF/CNPJ and name. */
export function AccountStep({ draft, dispatch }: AccountStepProps) {
  const t = useMessages(pixMessages);
  const [value, setValue] = useState<AccountDestination>(draft ?? EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const problems = accountProblems(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    dispatch({ type: 'TARGET_FOUND', target: { kind: 'account', account: value } });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="pix-account">
      <h2 className="flow-heading">{t('accountHeading')}</h2>
      {FIELDS.map(({ field, label, max, digits, hint }) => {
        const problem = problems[field];
        return (
          <TextInput
            key={field}
            kind="text"
            label={t(label)}
            hint={hint ? t(hint) : undefined}
            maxLength={max}
            digitsOnly={digits}
            inputMode={field === 'name' || field === 'taxId' ? undefined : 'numeric'}
            value={value[field]}
            onValueChange={(text) => setValue((current) => ({ ...current, [field]: text }))}
            error={submitted && problem ? t(problem) : undefined}
            testId={`pix-account-${field}`}
          />
        );
      })}
      <fieldset className="pix-account-types">
        <legend className="field__label">{t('accountTypeLegend')}</legend>
        {TYPES.map((type) => (
          <label key={type} className="pix-account-type" data-testid={`pix-account-type-${type}`}>
            <input
              type="radio"
              name="pix-account-type"
              checked={value.accountType === type}
              onChange={() => setValue((current) => ({ ...current, accountType: type }))}
            />
            {t(`accountType${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="page-actions">
        <Button type="submit" data-testid="pix-account-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
