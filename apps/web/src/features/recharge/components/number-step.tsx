import { formatPhone, mobileNumberProblem, onlyDigits } from '@carteira/core/br';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Phone, RechargeEvent } from '../flow/recharge-flow.ts';
import { rechargeMessages } from '../messages.ts';

export interface NumberStepProps {
  phone: Phone | null;
  dispatch: (event: RechargeEvent) => void;
}

/** The number with its DDD, masked as "(11) 98765-4321"; a DDD Anatel did not assign is named before any call. */
export function NumberStep({ phone, dispatch }: NumberStepProps) {
  const t = useMessages(rechargeMessages);
  const [digits, setDigits] = useState(phone ? `${phone.ddd}${phone.number}` : '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = mobileNumberProblem(digits);
    if (found) {
      setProblem(t(found === 'ddd' ? 'numberDdd' : 'numberInvalid'));
      return;
    }
    dispatch({ type: 'NUMBER_ENTERED', phone: { ddd: digits.slice(0, 2), number: digits.slice(2) } });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('numberHeading')}</h2>
      <TextInput
        kind="text"
        label={t('numberLabel')}
        digitsOnly
        maxLength={11}
        inputMode="tel"
        autoComplete="tel-national"
        value={digits}
        onValueChange={(value) => {
          setDigits(onlyDigits(value).slice(0, 11));
          setProblem(null);
        }}
        format={formatPhone}
        hint={t('numberHint')}
        error={problem ?? undefined}
        testId="recharge-number"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="recharge-number-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
