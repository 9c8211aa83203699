import { BankCode } from '@carteira/core/errors';
import { type FormEvent, useCallback, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useRequestAdvanceCode } from '../api/advance-code.ts';
import { useContract } from '../api/contract.ts';
import { useFaceAuth } from '../api/face-auth.ts';
import { usePropose } from '../api/propose.ts';
import { useTerms } from '../api/terms.ts';
import { ERROR_TEXT, errorKindOf } from '../components/error-kind.ts';
import { FaceStep } from '../components/face-step.tsx';
import { brl } from '../components/money.ts';
import { SimulateStep } from '../components/simulate-step.tsx';
import { SimulationTable } from '../components/simulation-table.tsx';
import { anticipateReducer, anticipateStart, leavesOnBack } from '../flow/anticipate-flow.ts';
import { fgtsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../fgts.css';

/**
 * /fgtsAnticipate: simulate, terms, face authentication, SMS code, PIN, success (wallet.md section 2,
 * FGTS); a refusal of the operator opens its error page (insufficient balance, not registered,
 * anniversary too close, bank failure).
 */
export function FgtsAnticipatePage() {
  const t = useMessages(fgtsMessages);
  const navigate = useNavigate();
  const goBack = useGoBack('/fgtsHome');
  const [state, dispatch] = useReducer(anticipateReducer, anticipateStart);
  const propose = usePropose();
  const face = useFaceAuth();
  const code = useRequestAdvanceCode();
  const contract = useContract();
  const fail = useCallback((error: unknown) => dispatch({ type: 'FAILED', kind: errorKindOf(error) }), []);

  if (state.step === 'error') {
    const [title, text] = ERROR_TEXT[state.kind];
    return (
      <ErrorPage
        title={t(title)}
        description={t(text)}
        testId={`fgts-error-${state.kind}`}
        actionLabel={t('backHome')}
        onAction={() => navigate('/fgtsHome', { replace: true })}
      />
    );
  }
  const onBack = () => (leavesOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  return (
    <>
      <TopBar title={t('anticipateTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'simulate' ? (
          <SimulateStep
            busy={propose.isPending}
            onFailure={fail}
            onContinue={(valor) =>
              propose.mutate(valor, {
                onSuccess: (proposal) => dispatch({ type: 'PROPOSED', proposal }),
                onError: fail,
              })
            }
          />
        ) : null}
        {state.step === 'terms' ? (
          <TermsStep onAccept={() => dispatch({ type: 'TERMS_ACCEPTED' })} proposal={state.proposal} />
        ) : null}
        {state.step === 'face' ? (
          <FaceStep
            refused={state.refused}
            busy={face.isPending}
            onPhoto={(selfie) =>
              face.mutate(selfie, {
                onSuccess: ({ faceAuthId }) => dispatch({ type: 'FACE_OK', faceAuthId }),
                onError: (error) =>
                  isBankError(error) && error.code === BankCode.FaceNotMatched
                    ? dispatch({ type: 'FACE_REFUSED' })
                    : fail(error),
              })
            }
          />
        ) : null}
        {state.step === 'token' ? (
          <TokenStep
            phone={code.data?.phone}
            wrongCode={state.wrongCode}
            sending={code.isPending}
            onSend={() => code.mutate(undefined, { onError: fail })}
            onCode={(token) => dispatch({ type: 'CODE_TYPED', token })}
          />
        ) : null}
        {state.step === 'pin' ? (
          <FlowPinStep
            heading={t('pinHeading')}
            submitLabel={t('contractButton')}
            sendingLabel={t('sending')}
            rejected={state.rejected}
            busy={contract.isPending}
            onPin={(pin) =>
              contract.mutate(
                {
                  propostaId: state.proposal.propostaId,
                  faceAuthId: state.faceAuthId,
                  token: state.token,
                  pin,
                },
                {
                  onSuccess: (done) => dispatch({ type: 'CONTRACTED', contract: done }),
                  onError: (error) => {
                    if (isBankError(error) && error.code === BankCode.IncorrectPin)
                      dispatch({ type: 'PIN_REFUSED' });
                    else if (isBankError(error) && error.code === BankCode.IncorrectVerificationCode)
                      dispatch({ type: 'CODE_REFUSED' });
                    else fail(error);
                  },
                },
              )
            }
          />
        ) : null}
        {state.step === 'done' ? (
          <div className="flow-form" data-testid="fgts-done">
            <h2 className="flow-heading">{t('doneHeading')}</h2>
            <p data-testid="fgts-done-text">
              {t('doneText', {
                amount: brl(state.contract.valorLiberado),
                locator: state.contract.localizador,
              })}
            </p>
            <div className="page-actions">
              <Button
                onClick={() => navigate('/fgtsContracts', { replace: true })}
                data-testid="fgts-see-contracts"
              >
                {t('seeContracts')}
              </Button>
            </div>
          </div>
        ) : null}
      </main>
    </>
  );
}

function TermsStep({
  proposal,
  onAccept,
}: {
  proposal: Parameters<typeof SimulationTable>[0]['simulation'];
  onAccept: () => void;
}) {
  const t = useMessages(fgtsMessages);
  const terms = useTerms();
  return (
    <div className="flow-form" data-testid="fgts-terms">
      <h2 className="flow-heading">{t('termsHeading')}</h2>
      <SimulationTable simulation={proposal} />
      {terms.data ? <div className="fgts-terms">{terms.data.termo}</div> : <Spinner />}
      <div className="page-actions">
        <Button onClick={onAccept} disabled={!terms.data} data-testid="fgts-accept-terms">
          {t('acceptTerms')}
        </Button>
      </div>
    </div>
  );
}

interface TokenProps {
  phone: string | undefined;
  wrongCode: boolean;
  sending: boolean;
  onSend: () => void;
  onCode: (code: string) => void;
}

function TokenStep({ phone, wrongCode, sending, onSend, onCode }: TokenProps) {
  const t = useMessages(fgtsMessages);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = /^\d{6}$/.test(value);
    setInvalid(!ok);
    if (ok) onCode(value);
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="fgts-token">
      <h2 className="flow-heading">{t('tokenHeading')}</h2>
      {wrongCode ? (
        <p role="alert" className="field__error">
          {t('codeRefused')}
        </p>
      ) : null}
      {phone ? (
        <>
          <p className="muted" data-testid="fgts-code-sent">
            {t('codeSent', { phone })}
          </p>
          <label htmlFor="fgts-code">{t('codeLabel')}</label>
          <input
            id="fgts-code"
            className="fgts-amount"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
            data-testid="fgts-code"
          />
          {invalid ? (
            <p role="alert" className="field__error">
              {t('codeInvalid')}
            </p>
          ) : null}
          <div className="page-actions">
            <Button type="submit" data-testid="fgts-code-confirm">
              {t('continue')}
            </Button>
          </div>
        </>
      ) : (
        <div className="page-actions">
          <Button onClick={onSend} loading={sending} data-testid="fgts-send-code">
            {t('sendCode')}
          </Button>
        </div>
      )}
    </form>
  );
}
