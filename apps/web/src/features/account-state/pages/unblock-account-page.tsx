import { BankCode } from '@carteira/core/errors';
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useAccountStatus } from '../api/account-status.ts';
import { useUnblockAccount } from '../api/unblock-account.ts';
import { FaceCamera } from '../components/face-camera.tsx';
import { leavesUnblockOnBack, unblockReducer, unblockStart } from '../flow/unblock-flow.ts';
import { accountStateMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../account-state.css';

/**
 * /unblockAccount: security, selfie info, face match, take photo, send photo, then active, or failed
 * with a retry (wallet.md section 2). Only a block the customer asked for is lifted by face; any other
 * is sent back to the status page's words (decision 0019).
 */
export function UnblockAccountPage() {
  const t = useMessages(accountStateMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const goBack = useGoBack('/accountStatus');
  const status = useAccountStatus();
  const unblock = useUnblockAccount();
  const [state, dispatch] = useReducer(unblockReducer, unblockStart);
  const sending = state.step === 'sendPhoto' ? state.selfie : undefined;
  const { mutate } = unblock;

  useEffect(() => {
    if (sending === undefined) return;
    mutate(sending, {
      onSuccess: () => dispatch({ type: 'UNBLOCKED' }),
      onError: (error) =>
        dispatch({
          type: 'REFUSED',
          reason: isBankError(error) && error.code === BankCode.FaceNotMatched ? 'face' : 'final',
        }),
    });
  }, [sending, mutate]);

  const onBack = () => (leavesUnblockOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  const notByFace = status.data && !status.data.canUnblockByFace && state.step !== 'done';
  return (
    <>
      <TopBar title={t('unblockTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {status.isPending ? <Spinner /> : null}
        {notByFace ? (
          <div className="flow-form" data-testid="unblock-not-allowed">
            <p>{status.data?.statusId === 1 ? t('activeText') : t('notByFaceText')}</p>
            <div className="page-actions">
              <Button onClick={() => navigate('/accountStatus', { replace: true })}>
                {t('statusTitle')}
              </Button>
            </div>
          </div>
        ) : null}
        {status.data && !notByFace ? (
          <>
            {state.step === 'security' ? (
              <div className="flow-form" data-testid="unblock-security">
                <h2 className="flow-heading">{t('securityHeading')}</h2>
                <p>{t('securityText')}</p>
                <div className="page-actions">
                  <Button onClick={() => dispatch({ type: 'NEXT' })} data-testid="unblock-next">
                    {t('next')}
                  </Button>
                </div>
              </div>
            ) : null}
            {state.step === 'selfieInfo' ? (
              <div className="flow-form" data-testid="unblock-selfie-info">
                <h2 className="flow-heading">{t('selfieInfoHeading')}</h2>
                <ul className="account-state__list">
                  <li>{t('selfieTip1')}</li>
                  <li>{t('selfieTip2')}</li>
                  <li>{t('selfieTip3')}</li>
                </ul>
                <div className="page-actions">
                  <Button onClick={() => dispatch({ type: 'NEXT' })} data-testid="unblock-next">
                    {t('next')}
                  </Button>
                </div>
              </div>
            ) : null}
            {state.step === 'faceMatch' ? (
              <FaceCamera onPhoto={(selfie) => dispatch({ type: 'PHOTO_TAKEN', selfie })} />
            ) : null}
            {state.step === 'takePhoto' ? (
              <div className="flow-form" data-testid="unblock-photo">
                <h2 className="flow-heading">{t('photoHeading')}</h2>
                <img
                  className="account-state__photo"
                  src={`data:image/jpeg;base64,${state.selfie}`}
                  alt={t('photoAlt')}
                />
                <div className="page-actions">
                  <Button onClick={() => dispatch({ type: 'SEND' })} data-testid="unblock-send">
                    {t('sendPhoto')}
                  </Button>
                  <Button
                    variant="text"
                    onClick={() => dispatch({ type: 'RETAKE' })}
                    data-testid="unblock-retake"
                  >
                    {t('retake')}
                  </Button>
                </div>
              </div>
            ) : null}
            {state.step === 'sendPhoto' ? (
              <div className="flow-form" aria-busy="true">
                <Spinner />
                <p className="muted">{t('sending')}</p>
              </div>
            ) : null}
            {state.step === 'failed' ? (
              <div className="flow-form" data-testid="unblock-failed">
                <h2 className="flow-heading">{t('failedHeading')}</h2>
                <p role="alert" data-testid="unblock-failed-text">
                  {state.reason === 'face' ? t('faceRefusedText') : errorText(unblock.error)}
                </p>
                <div className="page-actions">
                  {state.reason === 'face' ? (
                    <Button onClick={() => dispatch({ type: 'RETRY' })} data-testid="unblock-retry">
                      {t('retry')}
                    </Button>
                  ) : null}
                  <Button variant="text" onClick={() => navigate('/accountStatus', { replace: true })}>
                    {t('statusTitle')}
                  </Button>
                </div>
              </div>
            ) : null}
            {state.step === 'done' ? (
              <div className="flow-form" data-testid="unblock-done">
                <h2 className="flow-heading">{t('doneHeading')}</h2>
                <p>{t('doneText')}</p>
                <div className="page-actions">
                  <Button onClick={() => navigate(HOME_ROUTE, { replace: true })} data-testid="unblock-home">
                    {t('goHome')}
                  </Button>
                </div>
              </div>
            ) : null}
          </>
        ) : null}
      </main>
    </>
  );
}
