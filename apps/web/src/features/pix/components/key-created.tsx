import type { PixKeyType } from '@carteira/core/pix';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay, keyTypeMessage } from './key-text.ts';

export function KeyCreated({ type, value }: { type: PixKeyType; value: string }) {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form done" data-testid="pix-key-created">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('createdHeading')}</h2>
      <p className="done__text">{t('createdText')}</p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t(keyTypeMessage(type))}</dt>
          <dd className="pix-key__value" data-testid="pix-key-created-value">
            {keyDisplay(type, value)}
          </dd>
        </div>
      </dl>
      <div className="page-actions">
        <Button onClick={() => navigate('/myPixKeysComponent', { replace: true })} data-testid="pix-see-keys">
          {t('seeKeys')}
        </Button>
        <Button variant="outlined" onClick={() => navigate(HOME_ROUTE, { replace: true })}>
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
