import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDeleteKey } from '../api/delete-key.ts';
import { type MyPixKey, useMyKeys } from '../api/list-keys.ts';
import { KeyList } from '../components/key-list.tsx';
import { keyDisplay } from '../components/key-text.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

const KEY_LIMIT = 5;

/** /myPixKeysComponent: the account's keys, delete with confirmation, and the way to a new one. */
export function MyKeysPage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const keys = useMyKeys();
  const remove = useDeleteKey();
  const [deleting, setDeleting] = useState<MyPixKey | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.value, {
      onSuccess: () => snackbar.show({ text: t('keyDeleted'), duration: 'short' }),
      onError: (error) => snackbar.show({ text: errorText(error), duration: 'normal', tone: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };
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
            <KeyList keys={list} onDelete={setDeleting} />
            <div className="page-actions">
              {full ? <p className="muted">{t('keysLimit')}</p> : null}
              <Button
                onClick={() => navigate('/registerNewKeyComponent')}
                disabled={full}
                data-testid="pix-keys-new"
              >
                {t('keysNew')}
              </Button>
            </div>
          </>
        ) : null}
        <BottomSheet open={deleting !== null} title={t('keyDeleteTitle')} onClose={() => setDeleting(null)}>
          <p>{t('keyDeleteText', { key: deleting ? keyDisplay(deleting.type, deleting.value) : '' })}</p>
          <div className="pix-sheet-actions">
            <Button onClick={confirmDelete} loading={remove.isPending} data-testid="pix-key-delete-confirm">
              {t('keyDeleteConfirm')}
            </Button>
            <Button variant="outlined" onClick={() => setDeleting(null)}>
              {t('keyDeleteCancel')}
            </Button>
          </div>
        </BottomSheet>
      </main>
    </>
  );
}
