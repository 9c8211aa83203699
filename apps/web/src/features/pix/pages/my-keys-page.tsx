import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type MyPixKey, useMyKeys } from '../api/list-keys.ts';
import { KeyDeleteSheet } from '../components/key-delete-sheet.tsx';
import { KeyList } from '../components/key-list.tsx';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

const KEY_LIMIT = 5;

/** /myPixKeysComponent: the account's keys, each opening its details, delete with confirmation, and the way to a new one. */
export function MyKeysPage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const keys = useMyKeys();
  const [deleting, setDeleting] = useState<MyPixKey | null>(null);

  const list = keys.data ?? [];
  const full = list.length >= KEY_LIMIT;
  return (
    <>
      <TopBar title={t('keysTitle')} />
      <main className="page-content" id="main" data-testid="pix-keys">
        {keys.isPending ? <Spinner block /> : null}
        {keys.isError ? (
          <div className="flow-form">
            <p role="alert">{t('loadFailed')}</p>
            <Button variant="outlined" onClick={() => void keys.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {keys.isSuccess ? (
          <>
            <p className="muted" data-testid="pix-keys-count">
              {list.length === 0 ? t('keysEmpty') : t('keysCount', { count: list.length })}
            </p>
            <KeyList
              keys={list}
              onDelete={setDeleting}
              onOpen={(key) => navigate('/keyInformationComponent', { state: { key: key.value } })}
            />
            <div className="page-actions">
              {full ? <p className="muted">{t('keysLimit')}</p> : null}
              <Button
                onClick={() => navigate('/registerNewKeyComponent')}
                disabled={full}
                data-testid="pix-keys-new"
              >
                {t('keysNew')}
              </Button>
              <Button
                variant="text"
                onClick={() => navigate('/pixKnowMore')}
                data-testid="pix-keys-know-more"
              >
                {t('firstAccessKnowMore')}
              </Button>
            </div>
          </>
        ) : null}
        <KeyDeleteSheet deleting={deleting} onClose={() => setDeleting(null)} />
      </main>
    </>
  );
}
