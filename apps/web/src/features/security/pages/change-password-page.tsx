import { isValidPassword } from '@carteira/core/br';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import {
  type NewPassword,
  NewPasswordFields,
  newPasswordReady,
} from '../../../components/new-password-fields.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useChangePassword } from '../api/change-password.ts';
import { DonePanel } from '../components/done-panel.tsx';
import { FailureAlert } from '../components/failure-alert.tsx';
import { securityMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../security.css';

/** /newChangePassword: the current password, then a new one (other sessions end). */
export function ChangePasswordPage() {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const goBack = useGoBack('/myAccount');
  const session = useSession();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValidPassword(current) || !newPasswordReady(password, session?.cpf) || change.isPending) return;
    change.mutate({ currentPassword: current, newPassword: password.password });
  };
  return (
    <>
      <TopBar title={t('changePasswordTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {change.isSuccess ? (
          <DonePanel
            heading={t('passwordDoneHeading')}
            text={t('changePasswordDoneText')}
            action={t('goHome')}
            onAction={() => navigate(HOME_ROUTE, { replace: true })}
          />
        ) : (
          <form className="flow-form" onSubmit={submit} noValidate>
            <p className="muted">{t('changePasswordIntro')}</p>
            <FailureAlert text={change.error ? errorText(change.error) : undefined} />
            <TextInput
              kind="password"
              label={t('currentPasswordLabel')}
              fieldName={t('currentPasswordField')}
              value={current}
              onValueChange={(value) => {
                setCurrent(value);
                change.reset();
              }}
              validateNow={submitted}
              autoComplete="current-password"
              testId="security-current-password"
            />
            <NewPasswordFields
              value={password}
              onChange={setPassword}
              cpf={session?.cpf}
              validateNow={submitted}
            />
            <div className="page-actions">
              <Button type="submit" loading={change.isPending} data-testid="security-save-password">
                {t('savePassword')}
              </Button>
            </div>
          </form>
        )}
      </main>
    </>
  );
}
