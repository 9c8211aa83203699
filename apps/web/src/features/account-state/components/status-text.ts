import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { accountStateMessages } from '../messages.ts';

type Key = MessageKey<typeof accountStateMessages>;

const STATUS_KEYS: Readonly<Record<number, Key>> = {
  1: 'status1',
  2: 'status2',
  3: 'status3',
  4: 'status4',
  5: 'status5',
  6: 'status6',
  7: 'status7',
  8: 'status8',
  9: 'status9',
  10: 'status10',
  11: 'status11',
};

/** The message key of an idStatusConta (wallet.md section 4): the app's words, not the bank's. */
export function statusKey(statusId: number): Key {
  return STATUS_KEYS[statusId] ?? 'statusUnknown';
}
