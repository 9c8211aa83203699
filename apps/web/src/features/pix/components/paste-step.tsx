import { BankCode } from '@carteira/core/errors';
import { normalizePastedCode, parseBrCode } from '@carteira/core/pix';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { dialogSupported, NoticeDialog } from '../../../components/notice-dialog.tsx';
import { QrScanStep } from '../../../components/qr-scan-step.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { sharedMessages } from '../../../lib/i18n/shared-messages.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useProcessQrCode } from '../api/process-qr-code.ts';
import type { PayEvent } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import { checkPastedCode, type LocalProblem } from './code-checks.ts';
import { CodeDetails } from './code-details.tsx';
import '../scan.css';

const CODE_MAX = 512;

export interface PasteStepProps {
  initialCode: string;
  /** Opens the camera at once (the Pix home's scan action). */
  startScanning?: boolean;
  dispatch: (event: PayEvent) => void;
}

/** What is wrong with the code before the bank reads it; a scanned QR code without the Pix marker has its own text. */
type Problem = LocalProblem | 'scanNotPix';

/**
 * The pasted (or scanned) "copia e cola": checked here (marker, CRC), then read by the bank. A QR code read by
 * the camera goes the same way as a pasted code.
 */
export function PasteStep({ initialCode, startScanning = false, dispatch }: PasteStepProps) {
  const t = useMessages(pixMessages);
  const shared = useMessages(sharedMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const processQr = useProcessQrCode();
  const [text, setText] = useState(initialCode);
  const [problem, setProblem] = useState<Problem>(null);
  const [scanning, setScanning] = useState(startScanning);
  const [cameraDialog, setCameraDialog] = useState(false);
  const read = (raw: string) => {
    if (processQr.isPending) return;
    const code = normalizePastedCode(raw);
    const found = checkPastedCode(code);
    setProblem(found);
    if (found) return;
    processQr.mutate(code, { onSuccess: (target) => dispatch({ type: 'TARGET_FOUND', target }) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    read(text);
  };
  const scanned = (raw: string) => {
    setScanning(false);
    processQr.reset();
    const code = normalizePastedCode(raw);
    // what is not a Pix code stays out of the field: the customer is told, and may scan again or paste
    if (checkPastedCode(code) === 'notPix') {
      setProblem('scanNotPix');
      return;
    }
    setText(code);
    read(code);
  };
  const cameraRefused = () => {
    setScanning(false);
    if (dialogSupported()) setCameraDialog(true);
    else snackbar.show({ text: t('scanAllowCamera'), tone: 'error' });
  };
  const cameraFailed = () => {
    setScanning(false);
    snackbar.show({ text: t('scanNoCamera'), tone: 'error' });
  };
  const messages: Record<Exclude<Problem, null>, string> = {
    empty: shared('enterField', { field: t('pasteField') }),
    bad: t('pasteBadCode'),
    notPix: t('pasteNotPix'),
    scanNotPix: t('scanNotPix'),
  };
  const chargeText = (error: unknown): string | null => {
    if (!isBankError(error)) return null;
    if (error.code === BankCode.PixChargeExpired) return t('pasteChargeExpired');
    if (error.code === BankCode.PixChargeAlreadyPaid) return t('pasteChargePaid');
    return null;
  };
  const failure = problem
    ? messages[problem]
    : processQr.error
      ? (chargeText(processQr.error) ?? errorText(processQr.error))
      : null;
  // a valid code of another institution whose payload could not be loaded: the same code may be tried again
  const retryable = isBankError(processQr.error) && processQr.error.code === BankCode.PixPayloadUnavailable;
  // a code whose key the directory does not know: what the code itself says, so the customer sees whom it names
  const unknownKey =
    isBankError(processQr.error) && processQr.error.code === BankCode.PixKeyNotFound
      ? parseBrCode(normalizePastedCode(text))
      : null;
  if (scanning)
    return (
      <QrScanStep
        labels={{
          heading: t('scanHeading'),
          opening: t('scanOpening'),
          video: t('scanVideoLabel'),
          hint: t('scanHint'),
          typeInstead: t('scanTypeInstead'),
        }}
        onCode={scanned}
        onEnd={(reason) =>
          reason === 'denied' ? cameraRefused() : reason === 'failed' ? cameraFailed() : setScanning(false)
        }
        onTypeInstead={() => setScanning(false)}
        testId="pix-scan"
        typeInsteadTestId="pix-scan-cancel"
      />
    );
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <Button
        variant="outlined"
        className="pix-scan-start"
        onClick={() => {
          setProblem(null);
          setScanning(true);
        }}
        data-testid="pix-scan-start"
      >
        <Icon name="scan" size={20} /> {t('scanStart')}
      </Button>
      <p className="pix-scan-or">{t('scanOr')}</p>
      <h2 className="flow-heading">{t('pasteHeading')}</h2>
      <div className={`field${failure ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="pix-paste">
          {t('pasteLabel')}
        </label>
        <textarea
          id="pix-paste"
          className="field__input pix-paste"
          rows={5}
          maxLength={CODE_MAX}
          spellCheck={false}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            processQr.reset();
          }}
          aria-invalid={failure ? true : undefined}
          aria-describedby="pix-paste-hint"
          data-testid="pix-paste-input"
        />
        <p id="pix-paste-hint" className="field__hint">
          {t('pasteHint')}
        </p>
        {failure ? (
          <p className="field-error" role="alert" data-testid="pix-paste-error">
            {failure}
          </p>
        ) : null}
        {retryable ? (
          <Button variant="outlined" onClick={() => read(text)} data-testid="pix-paste-retry">
            {t('tryAgain')}
          </Button>
        ) : null}
      </div>
      {unknownKey?.ok && unknownKey.code.kind === 'static' ? <CodeDetails code={unknownKey.code} /> : null}
      <div className="page-actions">
        <Button type="submit" loading={processQr.isPending} data-testid="pix-paste-submit">
          {t('continue')}
        </Button>
      </div>
      <NoticeDialog
        open={cameraDialog}
        onClose={() => setCameraDialog(false)}
        title={t('scanDialogTitle')}
        text={t('scanDialogText')}
        okLabel={t('scanDialogOk')}
        testId="pix-scan-camera-dialog"
      />
    </form>
  );
}
