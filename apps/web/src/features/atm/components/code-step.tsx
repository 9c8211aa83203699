import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { atmMessages } from '../messages.ts';

export interface CodeStepProps {
  code: string;
  /** Why the code was refused (or the camera could not be used), already in words. */
  problem: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onScan: () => void;
  onEdit: () => void;
}

/** The code printed below the ATM's QR code, typed. */
export function CodeStep({ code: initial, problem, busy, onSubmit, onScan, onEdit }: CodeStepProps) {
  const t = useMessages(atmMessages);
  const [code, setCode] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!typed) {
      setEmpty(true);
      return;
    }
    onSubmit(typed);
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('codeHeading')}</h2>
      <TextInput
        kind="text"
        label={t('codeLabel')}
        maxLength={64}
        value={code}
        onValueChange={(value) => {
          setCode(value.toUpperCase());
          setEmpty(false);
          onEdit();
        }}
        hint={t('codeHint')}
        error={empty ? t('codeEmpty') : (problem ?? undefined)}
        testId="atm-code"
        autoComplete="off"
      />
      <div className="page-actions">
        <Button type="submit" disabled={busy} data-testid="atm-code-submit">
          {busy ? t('checking') : t('continue')}
        </Button>
        <Button type="button" variant="outlined" onClick={onScan} data-testid="atm-scan-start">
          {t('scanInstead')}
        </Button>
      </div>
    </form>
  );
}
