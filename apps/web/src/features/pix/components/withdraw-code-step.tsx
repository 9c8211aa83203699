import { normalizePastedCode } from '@carteira/core/pix';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { sharedMessages } from '../../../lib/i18n/shared-messages.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NotAWithdrawPoint, useReadWithdrawPoint } from '../api/withdraw.ts';
import type { WithdrawEvent } from '../flow/withdraw-flow.ts';
import { pixMessages } from '../messages.ts';
import { checkPastedCode } from './code-checks.ts';

/** The point's copy-and-paste code, checked here, then read by the bank (agent, facilitator, limits). */
export function WithdrawCodeStep({ dispatch }: { dispatch: (event: WithdrawEvent) => void }) {
  const t = useMessages(pixMessages);
  const shared = useMessages(sharedMessages);
  const errorText = useErrorText();
  const read = useReadWithdrawPoint();
  const [text, setText] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (read.isPending) return;
    const code = normalizePastedCode(text);
    const problem = checkPastedCode(code);
    setLocal(
      problem === 'empty'
        ? shared('enterField', { field: t('pasteField') })
        : problem === 'notPix'
          ? t('pasteNotPix')
          : problem
            ? t('withdrawNotPoint')
            : null,
    );
    if (problem) return;
    read.mutate(code, { onSuccess: (point) => dispatch({ type: 'POINT_FOUND', point }) });
  };
  const failure =
    local ??
    (read.error
      ? read.error instanceof NotAWithdrawPoint
        ? t('withdrawNotPoint')
        : errorText(read.error)
      : null);
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('withdrawCodeHeading')}</h2>
      <div className={`field${failure ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="pix-withdraw-code">
          {t('pasteLabel')}
        </label>
        <textarea
          id="pix-withdraw-code"
          className="field__input pix-paste"
          rows={5}
          maxLength={512}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setLocal(null);
            read.reset();
          }}
          data-testid="pix-withdraw-code"
        />
        {failure ? (
          <p className="field-error" role="alert" data-testid="pix-withdraw-code-error">
            {failure}
          </p>
        ) : null}
      </div>
      <div className="page-actions">
        <Button type="submit" loading={read.isPending} data-testid="pix-withdraw-code-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
