import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { sharedMessages } from '../../../lib/i18n/shared-messages.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useLookupKey } from '../api/lookup-key.ts';
import type { KeyDestination, PayEvent } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import { typedKey } from './code-checks.ts';

const KEY_MAX = 77;

/** Any key type; the directory says who holds it before the customer types the amount. */
export interface KeyStepProps {
  dispatch: (event: PayEvent) => void;
  /** The key type chosen in the send menu (its heading); any key is accepted. */
  destination?: KeyDestination | undefined;
}

export function KeyStep({ dispatch, destination }: KeyStepProps) {
  const t = useMessages(pixMessages);
  const shared = useMessages(sharedMessages);
  const errorText = useErrorText();
  const lookup = useLookupKey();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const key = typedKey(text);
    setInvalid(key === null);
    if (key === null) return;
    lookup.mutate(key, {
      onSuccess: (payee) =>
        dispatch({
          type: 'TARGET_FOUND',
          target: { kind: 'key', payee, ...(destination ? { destination } : {}) },
        }),
    });
  };
  const failure = invalid
    ? text.trim()
      ? shared('invalidField', { field: t('keyField') })
      : shared('enterField', { field: t('keyField') })
    : lookup.error
      ? errorText(lookup.error)
      : undefined;
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{destination ? t(`keyHeading${destination}`) : t('keyHeading')}</h2>
      <TextInput
        kind="text"
        label={t('keyLabel')}
        fieldName={t('keyField')}
        hint={t('keyHint')}
        maxLength={KEY_MAX}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setInvalid(false);
          lookup.reset();
        }}
        error={failure}
        autoComplete="off"
        testId="pix-key-input"
      />
      <div className="page-actions">
        <Button type="submit" loading={lookup.isPending} data-testid="pix-key-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
