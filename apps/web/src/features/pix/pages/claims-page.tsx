import { BankCode } from '@carteira/core/errors';
import { useReducer, useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { type Claim, useActOnClaim, useClaims } from '../api/claims.ts';
import { type ClaimChoice, ClaimList, claimKeyText } from '../components/claim-list.tsx';
import { claimsReducer, initialClaimsState, leavesClaimsOnBack } from '../flow/claims-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

type Asked = { claim: Claim; choice: Exclude<ClaimChoice, 'conclude'> };

const SHEET = {
  cancel: ['claimCancelTitle', 'claimCancelText'],
  confirm: ['claimConfirmTitle', 'claimConfirmText'],
  keep: ['claimKeepTitle', 'claimKeepText'],
} as const;

/** /portabilityConfirmationComponent: claims made by this account (conclude with PIN, cancel) and received (release, keep). */
export function ClaimsPage() {
  const t = useMessages(pixMessages);
  const errors = useMessages(errorMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const goBack = useGoBack('/myPixKeysComponent');
  const claims = useClaims();
  const act = useActOnClaim();
  const [state, dispatch] = useReducer(claimsReducer, initialClaimsState);
  const [asked, setAsked] = useState<Asked | null>(null);
  const onBack = () => (leavesClaimsOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));

  const choose = (claim: Claim, choice: ClaimChoice) => {
    if (choice === 'conclude')
      dispatch({ type: 'CONCLUDE_CHOSEN', claimId: claim.id, key: claimKeyText(claim) });
    else setAsked({ claim, choice });
  };
  const answer = () => {
    if (!asked || act.isPending) return;
    act.mutate(
      { action: asked.choice === 'confirm' ? 'confirm' : 'cancel', id: asked.claim.id },
      {
        onSuccess: () => snackbar.show({ text: t('claimDone'), duration: 'short' }),
        onError: () => snackbar.show({ text: t('claimActionFailed'), duration: 'normal', tone: 'error' }),
        onSettled: () => setAsked(null),
      },
    );
  };
  const onPin = (pin: string) => {
    if (state.step !== 'pin') return;
    dispatch({ type: 'PIN_ENTERED' });
    act.mutate(
      { action: 'conclude', id: state.claimId, pin },
      {
        onSuccess: () => dispatch({ type: 'CONCLUDED' }),
        onError: (error) => {
          if (!isBankError(error)) dispatch({ type: 'CONCLUDE_FAILED', errorKey: 'error.tryAgainLater' });
          else if (error.code === BankCode.IncorrectPin) dispatch({ type: 'PIN_REJECTED' });
          else if (error.code === BankCode.PixClaimWrongState)
            dispatch({ type: 'CONCLUDE_FAILED', errorKey: 'claimTooEarly' });
          else if (error.code === BankCode.PixClaimRefused)
            dispatch({ type: 'CONCLUDE_FAILED', errorKey: 'claimRefused' });
          else dispatch({ type: 'CONCLUDE_FAILED', errorKey: error.messageKey });
        },
      },
    );
  };

  const list = () => {
    if (claims.isPending) return <Spinner block />;
    if (claims.isError)
      return (
        <p className="pix-message" role="alert">
          {t('claimsLoadFailed')} {errorText(claims.error)}
        </p>
      );
    const mine = claims.data.filter((c) => c.role === 'REIVINDICADOR');
    const received = claims.data.filter((c) => c.role === 'DOADOR');
    return (
      <div className="flow-form" data-testid="pix-claims">
        <h2 className="pix-statement__heading">{t('claimsReceived')}</h2>
        <ClaimList claims={received} testId="pix-claims-received" onChoose={choose} />
        <h2 className="pix-statement__heading">{t('claimsMine')}</h2>
        <ClaimList claims={mine} testId="pix-claims-mine" onChoose={choose} />
      </div>
    );
  };

  return (
    <>
      <TopBar title={t('claimsTitle')} inverse={state.step === 'concluding'} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'list' ? list() : null}
        {state.step === 'pin' || state.step === 'concluding' ? (
          <FlowPinStep
            key={state.attempt}
            heading={t('claimPinHeading', { key: state.key })}
            submitLabel={t('claimPinSubmit')}
            sendingLabel={t('claimPinSending')}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'concluding'}
            onPin={onPin}
          />
        ) : null}
        {state.step === 'concluded' ? (
          <div className="flow-form done" data-testid="pix-claim-concluded">
            <div className="done__badge">
              <Icon name="check" size={36} />
            </div>
            <h2 className="done__heading">{t('claimConcludedHeading')}</h2>
            <p className="done__text">{t('claimConcludedText', { key: state.key })}</p>
            <div className="page-actions">
              <Button onClick={() => dispatch({ type: 'BACK' })} data-testid="pix-claim-back">
                {t('claimSeeList')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.step === 'failed' ? (
          <div className="flow-form done" data-testid="pix-claim-failed">
            <div className="done__badge done__badge--failed">
              <Icon name="alert" size={36} />
            </div>
            <h2 className="done__heading">{t('claimFailedHeading')}</h2>
            <p className="done__text" role="alert" data-testid="pix-claim-failed-message">
              {state.errorKey === 'claimTooEarly' || state.errorKey === 'claimRefused'
                ? t(state.errorKey)
                : errors(state.errorKey)}
            </p>
            <div className="page-actions">
              <Button onClick={() => dispatch({ type: 'BACK' })} data-testid="pix-claim-back">
                {t('claimSeeList')}
              </Button>
            </div>
          </div>
        ) : null}
      </main>
      <BottomSheet
        open={asked !== null}
        title={asked ? t(SHEET[asked.choice][0], { key: claimKeyText(asked.claim) }) : ''}
        onClose={() => setAsked(null)}
      >
        <p>{asked ? t(SHEET[asked.choice][1]) : null}</p>
        <div className="pix-sheet-actions">
          <Button onClick={answer} loading={act.isPending} data-testid="pix-claim-sheet-yes">
            {t('claimYes')}
          </Button>
          <Button variant="outlined" onClick={() => setAsked(null)}>
            {t('claimNo')}
          </Button>
        </div>
      </BottomSheet>
    </>
  );
}
