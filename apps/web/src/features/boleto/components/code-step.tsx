import { formatBoletoLine, readBoleto } from '@carteira/core/boleto';
import { onlyDigits } from '@carteira/core/br';
import { todayInSaoPaulo } from '@carteira/core/calendar';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { createItfReader } from '../../../native/itf-reader.ts';
import { useValidateBoleto } from '../api/validate-boleto.ts';
import type { PayEvent } from '../flow/pay-flow.ts';
import { boletoMessages } from '../messages.ts';
import { BarcodeScan } from './barcode-scan.tsx';
import { codeProblemMessage } from './code-problem.ts';

export interface CodeStepProps {
  code: string;
  dispatch: (event: PayEvent) => void;
}

/** The code typed or pasted with the slip's mask; a wrong digit is named here, before any call. */
export function CodeStep({ code: initial, dispatch }: CodeStepProps) {
  const t = useMessages(boletoMessages);
  const errorText = useErrorText();
  const validate = useValidateBoleto();
  const [digits, setDigits] = useState(onlyDigits(initial));
  const [problem, setProblem] = useState<string | null>(null);
  // The camera is offered only where the browser reads ITF barcodes.
  const [canScan, setCanScan] = useState(false);
  const [scanning, setScanning] = useState(false);
  useEffect(() => {
    let live = true;
    void createItfReader().then((reader) => {
      if (live) setCanScan(reader !== null);
    });
    return () => {
      live = false;
    };
  }, []);

  const check = (typed: string) => {
    const reading = readBoleto(typed, todayInSaoPaulo());
    if (reading.ok) return reading.boleto.line;
    const { key, vars } = codeProblemMessage(reading.problem);
    setProblem(t(key, vars));
    return null;
  };
  const lookUp = (typed: string) => {
    const line = check(typed);
    if (!line || validate.isPending) return;
    setProblem(null);
    validate.mutate(line, {
      onSuccess: (details) => dispatch({ type: 'CODE_CHECKED', code: line, details }),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(digits);
  };
  if (scanning) {
    return (
      <BarcodeScan
        onCode={(barcode) => {
          setScanning(false);
          setDigits(barcode);
          lookUp(barcode);
        }}
        onClose={(reason) => {
          setScanning(false);
          if (reason === 'unavailable') setProblem(t('scanUnavailable'));
        }}
      />
    );
  }
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      setDigits(onlyDigits(text).slice(0, 48));
      setProblem(null);
    } catch {
      // Reading the clipboard was refused: the customer can still paste into the field.
    }
  };
  const failure = problem ?? (validate.error ? errorText(validate.error) : undefined);
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('codeHeading')}</h2>
      <TextInput
        kind="text"
        label={t('codeLabel')}
        digitsOnly
        maxLength={48}
        inputMode="numeric"
        value={digits}
        onValueChange={(value) => {
          setDigits(value);
          setProblem(null);
          validate.reset();
        }}
        format={formatBoletoLine}
        hint={t('codeHint')}
        error={failure}
        testId="boleto-code"
      />
      <div className="page-actions">
        <Button type="submit" disabled={validate.isPending} data-testid="boleto-code-submit">
          {t('continue')}
        </Button>
        {canScan ? (
          <Button
            type="button"
            variant="outlined"
            onClick={() => setScanning(true)}
            data-testid="boleto-scan-start"
          >
            {t('scan')}
          </Button>
        ) : null}
        {typeof navigator !== 'undefined' && 'clipboard' in navigator ? (
          <Button type="button" variant="text" onClick={paste}>
            {t('paste')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
