import { type Centavos, formatBRL } from '@carteira/core/money';
import type { PixKeyType } from '@carteira/core/pix';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useCopyText } from '../../../components/use-copy-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { shareText } from '../../../lib/share.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay } from './key-text.ts';

export interface ReceiveCodeProps {
  code: string;
  keyValue: string;
  keyType: PixKeyType;
  amount: Centavos | null;
  holderName: string;
  onAnother: () => void;
}

/** The code drawn, its copy-and-paste text with Copy, and Share. */
export function ReceiveCode({ code, keyValue, keyType, amount, holderName, onAnother }: ReceiveCodeProps) {
  const t = useMessages(pixMessages);
  const snackbar = useSnackbar();
  const copyText = useCopyText({ copied: t('codeCopied'), failed: t('copyFailed') });
  const shownKey = keyDisplay(keyType, keyValue);
  const copy = () => copyText(code);
  const share = async () => {
    const outcome = await shareText({ title: t('shareCodeTitle', { name: holderName }), text: code });
    if (outcome === 'copied') snackbar.show({ text: t('copied'), duration: 'short' });
    if (outcome === 'failed') snackbar.show({ text: t('shareFailed'), duration: 'normal', tone: 'error' });
  };
  return (
    <div className="flow-form">
      <div className="pix-qr card" data-testid="pix-receive-result">
        <QrImage text={code} alt={t('receiveQrAlt', { key: shownKey })} testId="pix-receive-qr" />
        <p className="pix-qr__amount amount" data-testid="pix-receive-amount-shown">
          {amount ? t('receiveAmount', { amount: formatBRL(amount) }) : t('receiveAnyAmount')}
        </p>
        <p className="muted">{shownKey}</p>
      </div>
      <div>
        <p className="field__label">{t('receiveCodeLabel')}</p>
        <p className="pix-code" data-testid="pix-receive-code">
          {code}
        </p>
      </div>
      <div className="page-actions pix-icon-buttons">
        <Button onClick={copy} data-testid="pix-receive-copy">
          <Icon name="copy" size={20} />
          {t('copyCode')}
        </Button>
        <Button variant="outlined" onClick={share} data-testid="pix-receive-share">
          <Icon name="share" size={20} />
          {t('shareCode')}
        </Button>
        <Button variant="text" onClick={onAnother}>
          {t('newCode')}
        </Button>
      </div>
    </div>
  );
}
