import { onlyDigits } from '@carteira/core/br';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SearchPicker } from '../../../components/search-picker.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TaxIdInput } from '../../../components/tax-id-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type PixBank, pixBankOf, useCheckPixAgency, usePixBanks } from '../api/bank-list.ts';
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
  field: Exclude<AccountField, 'institution'>;
  label: 'accountAgency' | 'accountNumber' | 'accountTaxId' | 'accountName';
  max: number;
  digits: boolean;
}> = [
  { field: 'agency', label: 'accountAgency', max: 4, digits: true },
  { field: 'account', label: 'accountNumber', max: 14, digits: false },
  { field: 'taxId', label: 'accountTaxId', max: 18, digits: false },
  { field: 'name', label: 'accountName', max: 80, digits: false },
];

export interface AccountStepProps {
  draft?: AccountDestination | undefined;
  dispatch: (event: PayEvent) => void;
}

/**
 * Agency and account of the payee: the bank picked from the searchable list, then agency (checked by
 * the bank: 'Incorrect Details'), account, type, holder's CPF/CNPJ and name.
 */
export function AccountStep({ draft, dispatch }: AccountStepProps) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const banks = usePixBanks();
  const check = useCheckPixAgency();
  const [value, setValue] = useState<AccountDestination>(draft ?? EMPTY);
  const [picking, setPicking] = useState(!draft?.institution);
  const [submitted, setSubmitted] = useState(false);
  const problems = accountProblems(value);
  const chosen = pixBankOf(banks.data, value.institution);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || check.isPending) return;
    check.mutate(
      { bankCode: onlyDigits(value.institution), agency: onlyDigits(value.agency) },
      { onSuccess: () => dispatch({ type: 'TARGET_FOUND', target: { kind: 'account', account: value } }) },
    );
  };
  const pick = (bank: PixBank) => {
    setValue((current) => ({ ...current, institution: bank.ispb }));
    setPicking(false);
    check.reset();
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="pix-account">
      <h2 className="flow-heading">{t('accountHeading')}</h2>
      {picking ? (
        <>
          {banks.isPending ? <Spinner /> : null}
          {banks.isError ? (
            <p className="field-error" role="alert">
              {t('accountBankLoadFailed')}
            </p>
          ) : null}
          {banks.data ? (
            <SearchPicker
              label={t('accountBankSearch')}
              placeholder={t('accountBankPlaceholder')}
              emptyText={t('accountBankEmpty')}
              items={banks.data.map((b) => ({
                id: b.code,
                title: b.name,
                subtitle: b.code,
                keywords: [b.ispb],
                bank: b,
              }))}
              onPick={(item) => pick(item.bank)}
              testId="pix-bank"
            />
          ) : null}
          {submitted && problems.institution ? (
            <p className="field-error" role="alert">
              {t('accountBankRequired')}
            </p>
          ) : null}
        </>
      ) : (
        <div className="field">
          <span className="field__label">{t('accountInstitution')}</span>
          <div className="pix-account-bank">
            <span data-testid="pix-account-bank">
              {chosen ? `${chosen.code} - ${chosen.name}` : onlyDigits(value.institution)}
            </span>
            <Button variant="text" onClick={() => setPicking(true)} data-testid="pix-account-bank-change">
              {t('accountBankChange')}
            </Button>
          </div>
        </div>
      )}
      {FIELDS.map(({ field, label, max, digits }) => {
        const problem = problems[field];
        if (field === 'taxId')
          return (
            <TaxIdInput
              key={field}
              label={t(label)}
              value={value.taxId}
              onValueChange={(taxId) => setValue((current) => ({ ...current, taxId }))}
              error={submitted && problem ? t(problem) : undefined}
              testId="pix-account-taxId"
            />
          );
        return (
          <TextInput
            key={field}
            kind="text"
            label={t(label)}
            maxLength={max}
            digitsOnly={digits}
            inputMode={field === 'name' ? undefined : 'numeric'}
            value={value[field]}
            onValueChange={(text) => {
              setValue((current) => ({ ...current, [field]: text }));
              if (field === 'agency') check.reset();
            }}
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
      {check.error ? (
        <p className="field-error" role="alert" data-testid="pix-account-error">
          {errorText(check.error)}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" loading={check.isPending} data-testid="pix-account-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
