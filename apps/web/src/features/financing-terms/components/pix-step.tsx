import { formatBRL } from '@carteira/core/money';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { formatMmSs, useCountdown } from '../../../lib/use-countdown.ts';
import { type DownPaymentPix, usePixPayment } from '../api/pix-payment.ts';
import { termsMessages } from '../messages.ts';
import type { StepProps } from './step-props.ts';

function Countdown({ endsAt, onZero }: { endsAt: number; onZero: () => void }) {
  const t = useMessages(termsMessages);
  const left = useCountdown(endsAt, onZero);
  return (
    <p className="terms-countdown" aria-live="off" data-testid="terms-pix-countdown" data-seconds={left}>
      {t('pixExpiresIn', { time: formatMmSs(left) })}
    </p>
  );
}

function PixCode({ pix, onExpired }: { pix: DownPaymentPix; onExpired: () => void }) {
  const t = useMessages(termsMessages);
  const snackbar = useSnackbar();
  const amount = formatBRL(pix.amount);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.code);
      snackbar.show({ text: t('codeCopied'), duration: 'short' });
    } catch {
      snackbar.show({ text: t('copyFailed'), tone: 'error' });
    }
  };
  return (
    <>
      <div className="card terms-qr">
        <QrImage text={pix.code} alt={t('pixQrAlt', { amount })} testId="terms-pix-qr" />
        <p className="amount terms-qr__amount" data-testid="terms-pix-amount">
          {t('pixAmount', { amount })}
        </p>
        <Countdown endsAt={pix.endsAt} onZero={onExpired} />
      </div>
      <div>
        <p className="field__label">{t('pixCodeLabel')}</p>
        <p className="terms-code" data-testid="terms-pix-code">
          {pix.code}
        </p>
      </div>
      <Button onClick={copy} className="terms-icon-button" data-testid="terms-pix-copy">
        <Icon name="copy" size={20} />
        {t('copyCode')}
      </Button>
    </>
  );
}

/** The down payment by Pix: the dynamic code as QR and text, a 599 s countdown renewing it at zero. */
export function PixStep({ state, dispatch, contractingKey }: StepProps<'pixPage'>) {
  const t = useMessages(termsMessages);
  const pix = usePixPayment(contractingKey, state.generation);
  return (
    <div className="flow-form" data-testid="terms-pix">
      <h2 className="flow-heading">{t('pixHeading')}</h2>
      {pix.isPending ? <Spinner block label={t('loading')} /> : null}
      {pix.isError ? (
        <div className="flow-form">
          <p role="alert">{t('pixLoadFailed')}</p>
          <Button variant="outlined" onClick={() => void pix.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {pix.isSuccess ? (
        <>
          <PixCode pix={pix.data} onExpired={() => dispatch({ type: 'PIX_CODE_EXPIRED' })} />
          <Button
            variant="outlined"
            onClick={() => dispatch({ type: 'PIX_PAID_CLAIMED' })}
            data-testid="terms-pix-paid"
          >
            {t('pixPaid')}
          </Button>
        </>
      ) : null}
      <BottomSheet
        open={state.infoSheet}
        title={t('pixInfoTitle')}
        onClose={() => dispatch({ type: 'INFO_SHEET_CLOSED' })}
      >
        <div className="terms-sheet" data-testid="terms-pix-info-sheet">
          <p>{t('pixInfoText')}</p>
          <Button onClick={() => dispatch({ type: 'INFO_SHEET_CLOSED' })}>{t('pixInfoOk')}</Button>
        </div>
      </BottomSheet>
    </div>
  );
}
