import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { pixMessages } from '../messages.ts';

/** The scheduled Pix (their list and cancel arrive with the bank's schedule paths). */
export function ScheduledList() {
  const t = useMessages(pixMessages);
  return (
    <p className="pix-message" data-testid="pix-history-empty">
      {t('historyEmptyScheduled')}
    </p>
  );
}
