import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDeleteKey } from '../api/delete-key.ts';
import type { MyPixKey } from '../api/list-keys.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay } from './key-text.ts';

export interface KeyDeleteSheetProps {
  /** The key asked to be deleted; null keeps the sheet closed. */
  deleting: MyPixKey | null;
  onClose: () => void;
  /** After the bank removed the key (the snackbar already said so). */
  onDeleted?: () => void;
}

/** The confirmation before excluir-chave, the call and what it answered, for the list and a key's screen. */
export function KeyDeleteSheet({ deleting, onClose, onDeleted }: KeyDeleteSheetProps) {
  const t = useMessages(pixMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const remove = useDeleteKey();
  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting.value, {
      onSuccess: () => {
        snackbar.show({ text: t('keyDeleted'), duration: 'short' });
        onDeleted?.();
      },
      onError: (error) => snackbar.show({ text: errorText(error), duration: 'normal', tone: 'error' }),
      onSettled: onClose,
    });
  };
  return (
    <BottomSheet open={deleting !== null} title={t('keyDeleteTitle')} onClose={onClose}>
      <p>{t('keyDeleteText', { key: deleting ? keyDisplay(deleting.type, deleting.value) : '' })}</p>
      <div className="pix-sheet-actions">
        <Button onClick={confirmDelete} loading={remove.isPending} data-testid="pix-key-delete-confirm">
          {t('keyDeleteConfirm')}
        </Button>
        <Button variant="outlined" onClick={onClose}>
          {t('keyDeleteCancel')}
        </Button>
      </div>
    </BottomSheet>
  );
}
