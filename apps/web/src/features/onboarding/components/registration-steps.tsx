import { formatAccountNumber, isValidSalary, salaryToCentavos } from '@carteira/core/br';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressForm } from '../../../components/address-form.tsx';
import type { CepLookup } from '../../../components/address-rules.ts';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { LOGIN_ROUTE, type LoginState } from '../../../lib/navigation/login-state.ts';
import { lookupCep } from '../api/lookup-cep.ts';
import { openAccount } from '../api/onboarding-calls.ts';
import { forgetOnboardingToken } from '../api/onboarding-client.ts';
import type { OnboardingEvent, OnboardingState, PersonalAnswers } from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';
import {
  Choice,
  formatTypedDate,
  isoFromTyped,
  StepAlert,
  StepForm,
  typedFromIso,
  useFailureText,
} from './step-kit.tsx';

type Dispatch = (event: OnboardingEvent) => void;

/** /newLogin's state for the first login: it goes on to /locationConsent (wallet.md section 2 journey). */
const FIRST_LOGIN: LoginState = {
  from: { pathname: '/locationConsent', search: '', hash: '', state: null },
};

export function PersonalStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const [sexo, setSexo] = useState<'F' | 'M' | null>(state.personal?.sexo ?? null);
  const [pep, setPep] = useState<'no' | 'yes' | null>(
    state.personal ? (state.personal.pep ? 'yes' : 'no') : null,
  );
  const [role, setRole] = useState(state.personal?.pep?.cargo ?? '');
  const [since, setSince] = useState(typedFromIso(state.personal?.pep?.inicioExposicao ?? ''));
  const [income, setIncome] = useState(state.personal ? String(state.personal.renda) : '');
  const [submitted, setSubmitted] = useState(false);
  const pepOk = pep === 'no' || (pep === 'yes' && role.trim().length >= 2 && isoFromTyped(since) !== '');
  const ok = sexo !== null && pepOk && isValidSalary(income);
  const submit = () => {
    setSubmitted(true);
    if (!ok || !sexo) return;
    const answers: PersonalAnswers = {
      sexo,
      pep: pep === 'yes' ? { cargo: role.trim(), inicioExposicao: isoFromTyped(since) } : null,
      renda: salaryToCentavos(income) ?? 0,
    };
    dispatch({ type: 'PERSONAL_ANSWERED', answers });
  };
  return (
    <StepForm testId="onboarding-personal" onSubmit={submit}>
      <p>{t('personalIntro')}</p>
      <Choice
        legend={t('sexLabel')}
        options={[
          { value: 'F', label: t('female') },
          { value: 'M', label: t('male') },
        ]}
        value={sexo}
        onChange={setSexo}
        error={submitted && !sexo ? t('selectOne') : undefined}
        testId="personal-sex"
      />
      <Choice
        legend={t('pepLabel')}
        options={[
          { value: 'no', label: t('no') },
          { value: 'yes', label: t('yes') },
        ]}
        value={pep}
        onChange={setPep}
        error={submitted && !pep ? t('selectOne') : undefined}
        testId="personal-pep"
      />
      <p className="muted">{t('pepHint')}</p>
      {pep === 'yes' ? (
        <>
          <TextInput
            kind="text"
            label={t('pepRole')}
            value={role}
            onValueChange={setRole}
            validateNow={submitted}
            maxLength={80}
            testId="pep-role"
          />
          <TextInput
            kind="text"
            label={t('pepStart')}
            value={since}
            onValueChange={setSince}
            digitsOnly
            maxLength={8}
            format={formatTypedDate}
            inputMode="numeric"
            error={submitted && !isoFromTyped(since) ? t('invalidBirth') : undefined}
            testId="pep-since"
          />
        </>
      ) : null}
      <TextInput
        kind="salary"
        label={t('incomeLabel')}
        value={income}
        onValueChange={setIncome}
        validateNow={submitted}
        testId="personal-income"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="personal-next">
          {t('next')}
        </Button>
      </div>
    </StepForm>
  );
}

/** The bank's CEP look-up in the shared address screen's words. */
async function findCep(cep: string): Promise<CepLookup> {
  const found = await lookupCep(cep);
  return {
    street: found.rua,
    neighborhood: found.bairro,
    city: found.cidade,
    state: found.uf,
    complement: '',
  };
}

/**
 * The address on the shared address screen: Next only after a successful look-up (wallet.md section 5).
 * Nothing is sent yet: the revision shows it with the rest, and sends it all.
 */
export function AddressStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  return (
    <AddressForm
      lookup={findCep}
      onSubmit={(address) => dispatch({ type: 'ADDRESS_ENTERED', address })}
      submitLabel={t('next')}
      testId="address"
      initial={state.address}
    >
      <p>{t('addressIntro')}</p>
    </AddressForm>
  );
}

export function PinStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const open = useMutation({
    mutationFn: () => openAccount(pin),
    onSuccess: (account) => dispatch({ type: 'ACCOUNT_OPENED', account }),
  });
  const ok = /^\d{4}$/.test(pin) && pin === repeat;
  return (
    <StepForm
      testId="onboarding-pin"
      onSubmit={() => {
        setSubmitted(true);
        if (ok && !open.isPending) open.mutate();
      }}
    >
      <p className="muted">{t('pinIntro')}</p>
      <StepAlert text={useFailureText(open.error)} />
      <TextInput
        kind="text"
        label={t('pinLabel')}
        value={pin}
        onValueChange={setPin}
        digitsOnly
        maxLength={4}
        inputMode="numeric"
        pattern={/^\d{4}$/}
        validateNow={submitted}
        autoComplete="off"
        testId="pin-input"
      />
      <TextInput
        kind="text"
        label={t('pinRepeatLabel')}
        value={repeat}
        onValueChange={setRepeat}
        digitsOnly
        maxLength={4}
        inputMode="numeric"
        error={submitted && pin !== repeat ? t('pinsDiffer') : undefined}
        autoComplete="off"
        testId="pin-repeat"
      />
      <div className="page-actions">
        <Button type="submit" loading={open.isPending} data-testid="pin-open">
          {t('openAccount')}
        </Button>
      </div>
    </StepForm>
  );
}

export function EndPanel({ state }: { state: OnboardingState }) {
  const t = useMessages(onboardingMessages);
  const navigate = useNavigate();
  const rejected = state.step === 'rejected';
  // refused by the analyst for the CPF's situation at the tax office, not the selfie
  const refused = rejected && state.situation !== null;
  return (
    <div className="flow-form done" data-testid={rejected ? 'onboarding-rejected' : 'onboarding-done'}>
      <div className={`done__badge${rejected ? ' done__badge--failed' : ''}`}>
        <Icon name={rejected ? 'alert' : 'check'} size={36} />
      </div>
      <h2 className="done__heading">
        {t(refused ? 'refusedHeading' : rejected ? 'rejectedHeading' : 'doneHeading')}
      </h2>
      <p className="done__text">
        {rejected
          ? t(refused ? 'refusedText' : 'rejectedText')
          : state.account
            ? t('doneText', {
                agency: state.account.agencia,
                account: formatAccountNumber(state.account.numero),
              })
            : null}
      </p>
      {rejected ? null : (
        <p className="muted" data-testid={state.emailConfirmed ? 'email-confirmed' : 'email-reminder'}>
          {t(state.emailConfirmed ? 'emailConfirmedText' : 'emailReminder')}
        </p>
      )}
      <div className="page-actions">
        <Button
          variant={rejected ? 'outlined' : 'primary'}
          data-testid={rejected ? 'onboarding-back-to-start' : 'onboarding-login'}
          onClick={() => {
            forgetOnboardingToken();
            if (rejected) navigate('/', { replace: true });
            // the first login goes on to the location opt-in, which then opens home
            else navigate(LOGIN_ROUTE, { replace: true, state: FIRST_LOGIN });
          }}
        >
          {t(rejected ? 'backToStart' : 'goToLogin')}
        </Button>
      </div>
    </div>
  );
}
