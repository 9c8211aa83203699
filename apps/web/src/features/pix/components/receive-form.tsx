import { type Centavos, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type StaticQr, useGenerateStaticQr } from '../api/generate-static-qr.ts';
import type { MyPixKey } from '../api/list-keys.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay, keyTypeMessage } from './key-text.ts';

export interface ReceiveFormProps {
  keys: readonly MyPixKey[];
  onReady: (qr: StaticQr & { amount: Centavos | null; keyType: MyPixKey['type'] }) => void;
}

/** One of the account's keys and an optional amount; the bank writes the code. */
export function ReceiveForm({ keys, onReady }: ReceiveFormProps) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const generate = useGenerateStaticQr();
  const [chosen, setChosen] = useState(keys[0]?.value ?? '');
  const [digits, setDigits] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = keys.find((k) => k.value === chosen);
    if (!key || generate.isPending) return;
    const amount = digits && !/^0*$/.test(digits) ? parseBRLInput(digits) : null;
    generate.mutate(
      { key: key.value, ...(amount ? { amount } : {}) },
      { onSuccess: (qr) => onReady({ ...qr, amount, keyType: key.type }) },
    );
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('receiveHeading')}</h2>
      <fieldset className="option-menu__fieldset">
        <legend className="option-menu__legend">{t('receiveKeyLegend')}</legend>
        {keys.map((key) => (
          <label key={key.value} className="option-menu__option" data-testid="pix-receive-key">
            <input
              type="radio"
              name="pix-receive-key"
              value={key.value}
              checked={chosen === key.value}
              onChange={() => setChosen(key.value)}
            />
            <span className="option-menu__text">
              <span className="option-menu__label">{t(keyTypeMessage(key.type))}</span>
              <span className="option-menu__description">{keyDisplay(key.type, key.value)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextInput
        kind="money"
        label={t('receiveAmountLabel')}
        fieldName={t('amountField')}
        required={false}
        hint={t('receiveAmountHint')}
        value={digits}
        onValueChange={setDigits}
        error={generate.error ? errorText(generate.error) : undefined}
        testId="pix-receive-amount"
      />
      <div className="page-actions">
        <Button type="submit" loading={generate.isPending} data-testid="pix-receive-generate">
          {t('receiveGenerate')}
        </Button>
      </div>
    </form>
  );
}
