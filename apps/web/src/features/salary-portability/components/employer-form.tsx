import { formatCnpj, isValidCnpj, stripCnpj } from '@carteira/core/br';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePayrollBanks } from '../api/list-banks.ts';
import type { Employer, RequestEvent } from '../flow/request-flow.ts';
import { portabilityMessages } from '../messages.ts';

type Employment = 'CLT' | 'PJ' | 'AUTONOMO';

export interface EmployerFormProps {
  employer: Employer | null;
  dispatch: (event: RequestEvent) => void;
}

/**
 * The employer's CNPJ (the letters-and-digits CNPJ of July 2026 too), its name, the payroll bank from
 * the bank list and the employment status: only CLT goes on, PJ and self-employed are told why not.
 */
export function EmployerForm({ employer, dispatch }: EmployerFormProps) {
  const t = useMessages(portabilityMessages);
  const banks = usePayrollBanks();
  const bankId = useId();
  const [cnpj, setCnpj] = useState(employer?.cnpj ?? '');
  const [name, setName] = useState(employer?.name ?? '');
  const [bankCode, setBankCode] = useState(employer?.bankCode ?? '');
  const [employment, setEmployment] = useState<Employment | null>(employer ? 'CLT' : null);
  const [submitted, setSubmitted] = useState(false);
  const cnpjOk = isValidCnpj(cnpj);
  const nameOk = name.trim().length >= 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const bank = banks.data?.find((b) => b.code === bankCode);
    if (!cnpjOk || !nameOk || !bank || employment !== 'CLT') return;
    dispatch({
      type: 'FORM_DONE',
      employer: { cnpj: stripCnpj(cnpj), name: name.trim(), bankCode: bank.code, bankName: bank.name },
    });
  };
  const options: { value: Employment; label: string }[] = [
    { value: 'CLT', label: t('employmentClt') },
    { value: 'PJ', label: t('employmentPj') },
    { value: 'AUTONOMO', label: t('employmentSelf') },
  ];
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('formHeading')}</h2>
      <TextInput
        kind="text"
        label={t('cnpjLabel')}
        value={cnpj}
        maxLength={18}
        onValueChange={(v) => setCnpj(formatCnpj(v))}
        hint={t('cnpjHint')}
        error={submitted && !cnpjOk ? t('cnpjInvalid') : undefined}
        testId="portability-cnpj"
      />
      <TextInput
        kind="text"
        label={t('nameLabel')}
        value={name}
        maxLength={120}
        onValueChange={setName}
        error={submitted && !nameOk ? t('nameInvalid') : undefined}
        testId="portability-name"
      />
      <div className={`field${submitted && !bankCode ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={bankId}>
          {t('bankLabel')}
        </label>
        {banks.isPending ? (
          <Spinner />
        ) : (
          <select
            id={bankId}
            className="field__input"
            value={bankCode}
            onChange={(e) => setBankCode(e.target.value)}
            data-testid="portability-bank"
          >
            <option value="">{t('bankChoose')}</option>
            {(banks.data ?? []).map((b) => (
              <option key={b.code} value={b.code}>
                {`${b.code} · ${b.name}`}
              </option>
            ))}
          </select>
        )}
        {submitted && !bankCode ? (
          <span className="field-error" role="alert">
            {t('bankMissing')}
          </span>
        ) : null}
      </div>
      <fieldset className="option-menu__fieldset">
        <legend className="option-menu__legend">{t('employmentLegend')}</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className="option-menu__option"
            data-testid={`employment-${option.value}`}
          >
            <input
              type="radio"
              name="employment"
              value={option.value}
              checked={employment === option.value}
              onChange={() => setEmployment(option.value)}
            />
            <span className="option-menu__text">
              <span className="option-menu__label">{option.label}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {employment === 'PJ' || employment === 'AUTONOMO' ? (
        <p className="field-error" role="alert" data-testid="portability-not-clt">
          {t('notClt')}
        </p>
      ) : null}
      {submitted && employment === null ? (
        <p className="field-error" role="alert">
          {t('employmentMissing')}
        </p>
      ) : null}
      <div className="page-actions">
        <Button
          type="submit"
          data-testid="portability-form-submit"
          disabled={employment === 'PJ' || employment === 'AUTONOMO'}
        >
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
