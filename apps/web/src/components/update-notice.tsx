import { useSyncExternalStore } from 'react';
import type { OfflineShell } from '../app/offline-shell.ts';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';

/** Says a new version of the app is ready, and reloads into it when the customer chooses. */
export function UpdateNotice({ shell }: { shell: OfflineShell }) {
  const t = useMessages(sharedMessages);
  const ready = useSyncExternalStore(shell.subscribe, shell.updateReady, () => false);
  if (!ready) return null;
  return (
    <div className="update-notice" role="status" data-testid="update-notice">
      <span>{t('updateReady')}</span>
      <button
        type="button"
        className="update-notice__action"
        onClick={shell.applyUpdate}
        data-testid="update-reload"
      >
        {t('updateReload')}
      </button>
    </div>
  );
}
