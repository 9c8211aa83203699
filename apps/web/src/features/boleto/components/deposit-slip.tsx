import { formatBoletoLine } from '@carteira/core/boleto';
import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useCopyText } from '../../../components/use-copy-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { shareText } from '../../../lib/share.ts';
import type { DepositBoleto } from '../api/deposit-boletos.ts';
import { boletoMessages } from '../messages.ts';
import { ItfBarcode } from './itf-barcode.tsx';

/** The deposit boleto to pay elsewhere: amount, due date, line (copy), barcode, share. */
export function DepositSlip({ boleto }: { boleto: DepositBoleto }) {
  const t = useMessages(boletoMessages);
  const snackbar = useSnackbar();
  const copyText = useCopyText({ copied: t('lineCopied'), failed: t('shareFailed') });
  const line = formatBoletoLine(boleto.line);
  const copy = () => copyText(boleto.line);
  const share = async () => {
    const text = t('slipShareText', {
      amount: formatBRL(boleto.total),
      date: formatDate(boleto.dueDate),
      line,
    });
    const result = await shareText({ title: t('slipHeading'), text });
    if (result === 'copied') snackbar.show({ text: t('lineCopied'), duration: 'short' });
  };
  return (
    <div className="flow-form" data-testid="deposit-slip">
      <h2 className="flow-heading">{t('slipHeading')}</h2>
      <p className="review__amount amount">{formatBRL(boleto.total)}</p>
      <p className="flow-note">{t('slipText', { date: formatDate(boleto.dueDate) })}</p>
      <p className="boleto-line card" data-testid="deposit-line">
        <Identifier text={line} />
      </p>
      <ItfBarcode barcode={boleto.barcode} label={t('barcodeLabel')} />
      <div className="page-actions">
        <Button onClick={copy} data-testid="deposit-copy">
          {t('copyLine')}
        </Button>
        <Button variant="outlined" onClick={share}>
          {t('shareSlip')}
        </Button>
      </div>
    </div>
  );
}
