import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { historyMessages } from '../messages.ts';

type Key = MessageKey<typeof historyMessages>;

/** Transaction types named in this app's own words in both languages; the bank's label for the others. */
const TYPE_KEYS: Readonly<Record<number, Key>> = {
  2001: 'type_2001',
  2002: 'type_2002',
  4001: 'type_4001',
  4002: 'type_4002',
};
/** The same types as a receipt's operation names them. */
const OPERATION_KEYS: Readonly<Record<string, Key>> = {
  'Pagamento de boleto': 'type_4001',
  'Depósito por boleto': 'type_4002',
};

export function typeNameOf(typeId: number, fallback: string, t: Translate<Key>): string {
  const key = TYPE_KEYS[typeId];
  return key ? t(key) : fallback;
}

export function operationNameOf(operation: string, t: Translate<Key>): string {
  const key = OPERATION_KEYS[operation];
  return key ? t(key) : operation;
}
