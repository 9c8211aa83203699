import {
  formatPhone,
  isValidCpf,
  isValidEmail,
  isValidMobilePhone,
  isValidName,
  isValidPassword,
  normalizePassword,
  parsePhone,
} from '@carteira/core/br';
import { todayInSaoPaulo } from '@carteira/core/calendar';
import { BankCode } from '@carteira/core/errors';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import {
  type NewPassword,
  NewPasswordFields,
  newPasswordReady,
} from '../../../components/new-password-fields.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import {
  createUser,
  fetchStatus,
  openingDevice,
  registerEmail,
  resumeOnboarding,
  sendPhoneCode,
  startOnboarding,
  validatePhoneCode,
} from '../api/onboarding-calls.ts';
import { forgetOnboardingToken } from '../api/onboarding-client.ts';
import type { OnboardingEvent, OnboardingState } from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';
import { formatTypedDate, isoFromTyped, StepAlert, StepForm, useFailureText } from './step-kit.tsx';
import { isWaitlistRefusal, WaitlistPanel } from './waitlist-panel.tsx';

type Dispatch = (event: OnboardingEvent) => void;

/**
 * The nickname (apelido) the onboarding is opened with: the one typed, else the name's first word
 * (wallet.md section 3: user creation copies the name to nome and apelido; the server keeps 40 letters).
 */
export function nicknameOf(name: string, typed: string): string {
  const chosen = typed.trim().replace(/\s+/g, ' ');
  if (chosen) return chosen;
  return name.trim().split(/\s+/)[0] ?? '';
}

/** 18 or older on today's date in São Paulo (the server checks it again). */
function isAdult(birth: string): boolean {
  const today = todayInSaoPaulo(new Date());
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0) >= 18;
}

export function WelcomeStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  return (
    <div className="flow-form" data-testid="onboarding-welcome">
      <p>{t('startIntro')}</p>
      <p className="muted">{t('privacy')}</p>
      <Link className="onboarding__link" to="/privacyComp" data-testid="onboarding-privacy-link">
        {t('privacyLink')}
      </Link>
      <div className="page-actions">
        <Button
          data-testid="onboarding-start"
          onClick={() => {
            forgetOnboardingToken();
            dispatch({ type: 'START' });
          }}
        >
          {t('start')}
        </Button>
        <Button
          variant="text"
          data-testid="onboarding-resume-link"
          onClick={() => dispatch({ type: 'CHOOSE_RESUME' })}
        >
          {t('resumeLink')}
        </Button>
      </div>
    </div>
  );
}

export function ResumeStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const [cpf, setCpf] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const resume = useMutation({
    mutationFn: async () => {
      forgetOnboardingToken();
      const record = await resumeOnboarding({ identificacaoFiscal: cpf, senha: normalizePassword(password) });
      return { record, status: await fetchStatus(cpf) };
    },
    onSuccess: ({ record, status }) =>
      dispatch({ type: 'RESUMED', cpf, key: record.chaveOnboarding, status }),
  });
  return (
    <StepForm
      testId="onboarding-resume"
      onSubmit={() => {
        setSubmitted(true);
        if (isValidCpf(cpf) && isValidPassword(password) && !resume.isPending) resume.mutate();
      }}
    >
      <p className="muted">{t('resumeIntro')}</p>
      <StepAlert text={useFailureText(resume.error)} />
      <TextInput
        kind="cpf"
        label={t('cpfLabel')}
        value={cpf}
        onValueChange={setCpf}
        validateNow={submitted}
        testId="resume-cpf"
      />
      <TextInput
        kind="password"
        label={t('passwordLabel')}
        value={password}
        onValueChange={setPassword}
        validateNow={submitted}
        testId="resume-password"
      />
      <div className="page-actions">
        <Button type="submit" loading={resume.isPending} data-testid="resume-submit">
          {t('resume')}
        </Button>
      </div>
    </StepForm>
  );
}

export function HolderStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const [name, setName] = useState('');
  const [nickname, setNickname] = useState('');
  const [cpf, setCpf] = useState('');
  const [birth, setBirth] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const start = useMutation({
    mutationFn: () =>
      startOnboarding({
        identificacaoFiscal: cpf,
        nome: name.trim(),
        apelido: nicknameOf(name, nickname),
        dataNascimento: isoFromTyped(birth),
      }),
    onSuccess: (record) =>
      dispatch({ type: 'HOLDER_SAVED', cpf, key: record.chaveOnboarding, name: name.trim() }),
  });
  const nameOk = isValidName(name) && name.trim().includes(' ');
  const nicknameOk = nickname.trim() === '' || isValidName(nickname);
  const iso = isoFromTyped(birth);
  const queued = isWaitlistRefusal(start.error);
  const failure = useFailureText(queued ? null : start.error);
  const birthError = !submitted
    ? undefined
    : !iso
      ? t('invalidBirth')
      : !isAdult(iso)
        ? t('underAge')
        : undefined;
  return (
    <StepForm
      testId="onboarding-holder"
      onSubmit={() => {
        setSubmitted(true);
        if (nameOk && nicknameOk && isValidCpf(cpf) && iso && isAdult(iso) && !start.isPending)
          start.mutate();
      }}
    >
      <StepAlert text={failure} />
      {queued ? (
        <WaitlistPanel
          cpf={cpf}
          waiting={isBankError(start.error) && start.error.code === BankCode.WaitlistEntryExists}
          onRoom={() => start.mutate()}
        />
      ) : null}
      <TextInput
        kind="text"
        label={t('nameLabel')}
        value={name}
        onValueChange={setName}
        error={submitted && !nameOk ? t('fullName') : undefined}
        autoComplete="name"
        testId="holder-name"
        maxLength={100}
      />
      <TextInput
        kind="text"
        label={t('nicknameLabel')}
        value={nickname}
        onValueChange={setNickname}
        required={false}
        error={submitted && !nicknameOk ? t('lettersOnly') : undefined}
        autoComplete="nickname"
        testId="holder-nickname"
        maxLength={40}
      />
      <TextInput
        kind="cpf"
        label={t('cpfLabel')}
        value={cpf}
        onValueChange={setCpf}
        validateNow={submitted}
        testId="holder-cpf"
      />
      <TextInput
        kind="text"
        label={t('birthLabel')}
        value={birth}
        onValueChange={setBirth}
        digitsOnly
        maxLength={8}
        format={formatTypedDate}
        inputMode="numeric"
        error={birthError}
        testId="holder-birth"
      />
      <div className="page-actions">
        <Button type="submit" loading={start.isPending} data-testid="holder-next">
          {t('next')}
        </Button>
      </div>
    </StepForm>
  );
}

export function EmailStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: () => registerEmail(state.key, email.trim()),
    onSuccess: () => dispatch({ type: 'EMAIL_SAVED', email: email.trim() }),
  });
  const ok = isValidEmail(email.trim());
  return (
    <StepForm
      testId="onboarding-email"
      onSubmit={() => {
        setSubmitted(true);
        if (ok && !save.isPending) save.mutate();
      }}
    >
      <StepAlert text={useFailureText(save.error)} />
      <TextInput
        kind="text"
        label={t('emailLabel')}
        value={email}
        onValueChange={setEmail}
        pattern={/^\S+@\S+\.\S+$/}
        validateNow={submitted}
        inputMode="email"
        autoComplete="email"
        testId="email-input"
        maxLength={120}
      />
      <div className="page-actions">
        <Button type="submit" loading={save.isPending} data-testid="email-next">
          {t('next')}
        </Button>
      </div>
    </StepForm>
  );
}

export function PhoneStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const send = useMutation({
    mutationFn: () => {
      const parsed = parsePhone(phone);
      return sendPhoneCode(parsed.ddd, parsed.phoneNumber);
    },
    onSuccess: () => dispatch({ type: 'CODE_SENT', phone: formatPhone(phone) }),
  });
  const ok = isValidMobilePhone(phone);
  return (
    <StepForm
      testId="onboarding-phone"
      onSubmit={() => {
        setSubmitted(true);
        if (ok && !send.isPending) send.mutate();
      }}
    >
      <StepAlert text={useFailureText(send.error)} />
      <TextInput
        kind="text"
        label={t('phoneLabel')}
        value={phone}
        onValueChange={setPhone}
        digitsOnly
        maxLength={11}
        format={formatPhone}
        inputMode="tel"
        error={submitted && !ok ? t('invalidPhone') : undefined}
        testId="phone-input"
      />
      <div className="page-actions">
        <Button type="submit" loading={send.isPending} data-testid="phone-next">
          {t('next')}
        </Button>
      </div>
    </StepForm>
  );
}

export function CodeStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const snackbar = useSnackbar();
  const [code, setCode] = useState('');
  const validate = useMutation({
    mutationFn: () => validatePhoneCode(code),
    onSuccess: () => dispatch({ type: 'PHONE_CONFIRMED' }),
  });
  const resend = useMutation({
    mutationFn: () => {
      const parsed = parsePhone(state.phone);
      return sendPhoneCode(parsed.ddd, parsed.phoneNumber);
    },
    onSuccess: () => snackbar.show({ text: t('codeResent'), duration: 'short' }),
  });
  return (
    <StepForm
      testId="onboarding-code"
      onSubmit={() => {
        if (isCompleteCode(code) && !validate.isPending) validate.mutate();
      }}
    >
      <p className="muted">{t('codeIntro', { phone: state.phone })}</p>
      <StepAlert text={useFailureText(validate.error ?? resend.error)} />
      <CodeInput label={t('codeLabel')} value={code} onValueChange={setCode} testId="code-input" />
      <div className="page-actions">
        <Button type="submit" loading={validate.isPending} data-testid="code-next">
          {t('next')}
        </Button>
        <Button
          variant="text"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          data-testid="code-resend"
        >
          {t('resend')}
        </Button>
      </div>
    </StepForm>
  );
}

/** The login password, under the bank's rules for every password (letters and digits, not the CPF). */
export function PasswordStep({ dispatch, cpf }: { dispatch: Dispatch; cpf: string }) {
  const t = useMessages(onboardingMessages);
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [submitted, setSubmitted] = useState(false);
  const create = useMutation({
    mutationFn: () => createUser(normalizePassword(value.password), openingDevice()),
    onSuccess: () => dispatch({ type: 'USER_CREATED' }),
  });
  return (
    <StepForm
      testId="onboarding-password"
      onSubmit={() => {
        setSubmitted(true);
        if (newPasswordReady(value, cpf) && !create.isPending) create.mutate();
      }}
    >
      <StepAlert text={useFailureText(create.error)} />
      <NewPasswordFields
        value={value}
        onChange={setValue}
        cpf={cpf}
        validateNow={submitted}
        purpose="create"
        testIds={['password-input', 'password-repeat']}
      />
      <div className="page-actions">
        <Button type="submit" loading={create.isPending} data-testid="password-next">
          {t('next')}
        </Button>
      </div>
    </StepForm>
  );
}
