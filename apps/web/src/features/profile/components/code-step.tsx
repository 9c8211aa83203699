import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { profileMessages } from '../messages.ts';

/** The 6-digit code sent to the new contact (or, for the address, to the registered phone). */
export function CodeStep({
  destination,
  wrong,
  onCode,
}: {
  destination: string;
  wrong: boolean;
  onCode: (code: string) => void;
}) {
  const t = useMessages(profileMessages);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteCode(code)) onCode(code);
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="profile-code">
      <h2 className="flow-heading">{t('codeHeading')}</h2>
      <p className="muted" data-testid="profile-code-destination">
        {t('codeText', { destination })}
      </p>
      <CodeInput
        value={code}
        onValueChange={setCode}
        error={wrong ? t('codeWrong') : undefined}
        testId="profile-code-input"
      />
      <div className="page-actions">
        <Button type="submit" disabled={!isCompleteCode(code)} data-testid="profile-code-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}
