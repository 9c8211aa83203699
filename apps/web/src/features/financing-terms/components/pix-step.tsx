import { formatBRL } from '@carteira/core/money';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { PixCodePanel } from '../../../components/pix-code-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { formatMmSs } from '../../../lib/use-countdown.ts';
import { usePixPayment } from '../api/pix-payment.ts';
import { termsMessages } from '../messages.ts';
import type { StepProps } from './step-props.ts';

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
          <PixCodePanel
            code={pix.data.code}
            endsAt={pix.data.endsAt}
            onExpired={() => dispatch({ type: 'PIX_CODE_EXPIRED' })}
            words={{
              qrAlt: t('pixQrAlt', { amount: formatBRL(pix.data.amount) }),
              amount: t('pixAmount', { amount: formatBRL(pix.data.amount) }),
              expiresIn: (left) => t('pixExpiresIn', { time: formatMmSs(left) }),
              codeLabel: t('pixCodeLabel'),
              copy: t('copyCode'),
              copied: t('codeCopied'),
              copyFailed: t('copyFailed'),
            }}
            testId="terms-pix"
          />
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
