import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { QrScanStep } from '../../../components/qr-scan-step.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { QR_PAYMENT_SCHEME } from '../flow/partner-link.ts';
import type { QrPayEvent } from '../flow/qr-pay-flow.ts';
import { qrPaymentMessages } from '../messages.ts';

export interface EntryStepProps {
  scanning: boolean;
  dispatch: (event: QrPayEvent) => void;
}

/** The QR code read by the camera, or its text pasted; a text of another scheme is refused here. */
export function EntryStep({ scanning, dispatch }: EntryStepProps) {
  const t = useMessages(qrPaymentMessages);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const take = (value: string) => {
    const code = value.trim();
    if (!code) return setProblem(t('codeEmpty'));
    if (!QR_PAYMENT_SCHEME.test(code)) return setProblem(t('codeNotOurs'));
    dispatch({ type: 'CODE_ENTERED', code });
  };
  if (scanning) {
    return (
      <QrScanStep
        labels={{
          heading: t('scanHeading'),
          opening: t('scanOpening'),
          video: t('scanVideoLabel'),
          hint: t('scanHint'),
          typeInstead: t('scanTypeInstead'),
        }}
        onCode={(code) => {
          dispatch({ type: 'SCAN', on: false });
          setText(code);
          take(code);
        }}
        onEnd={(reason) => {
          dispatch({ type: 'SCAN', on: false });
          if (reason !== 'closed') setProblem(t('scanUnavailable'));
        }}
        onTypeInstead={() => dispatch({ type: 'SCAN', on: false })}
        testId="qr-scan"
        typeInsteadTestId="qr-scan-cancel"
      />
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    take(text);
  };
  const paste = async () => {
    try {
      setText((await navigator.clipboard.readText()).trim());
      setProblem(null);
    } catch {
      // Reading the clipboard was refused: the customer can still paste into the field.
    }
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('entryHeading')}</h2>
      <Button type="button" onClick={() => dispatch({ type: 'SCAN', on: true })} data-testid="qr-scan-start">
        {t('scan')}
      </Button>
      <TextInput
        kind="text"
        label={t('codeLabel')}
        maxLength={512}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setProblem(null);
        }}
        hint={t('codeHint')}
        error={problem ?? undefined}
        testId="qr-code-text"
      />
      <div className="page-actions">
        <Button type="submit" variant="outlined" data-testid="qr-code-submit">
          {t('continue')}
        </Button>
        {typeof navigator !== 'undefined' && 'clipboard' in navigator ? (
          <Button type="button" variant="text" onClick={paste}>
            {t('paste')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
