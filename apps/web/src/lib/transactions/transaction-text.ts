import type { PaymentReason, TransactionGroup } from '@carteira/core/transactions';
import { transactionGroupOf } from '@carteira/core/transactions';
import type { IconName } from '../../components/icon.tsx';
import type { MessageKey } from '../i18n/define-messages.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { transactionMessages } from './transaction-messages.ts';

type Key = MessageKey<typeof transactionMessages>;

const GROUP_ICONS: Readonly<Record<TransactionGroup, IconName>> = {
  pix: 'pix',
  card: 'card',
  boleto: 'boleto',
  ted: 'transfer',
  recharge: 'phone',
  atm: 'receipt',
  tariffs: 'receipt',
  credit: 'financing',
  qrPay: 'scan',
  other: 'receipt',
};

/** The icon of a transaction type, by its group. */
export function transactionIcon(typeId: number): IconName {
  return GROUP_ICONS[transactionGroupOf(typeId)];
}

/** The message key naming a type code: its own, or its group's for a code with no words yet. */
export function transactionTypeKey(typeId: number): Key {
  const own = `type_${typeId}`;
  return own in transactionMessages['pt-BR'] ? (own as Key) : `group_${transactionGroupOf(typeId)}`;
}

export interface TransactionText {
  /** The name of a type code in the current language. */
  typeName: (typeId: number) => string;
  /** How a payment was made; the type's name when the bank gave no reason code. */
  reasonName: (reason: PaymentReason | null, typeId: number) => string;
}

/** Transactions named by their codes, never by the bank's Portuguese text. */
export function useTransactionText(): TransactionText {
  const t = useMessages(transactionMessages);
  const typeName = (typeId: number) => t(transactionTypeKey(typeId));
  return {
    typeName,
    reasonName: (reason, typeId) => (reason ? t(`reason_${reason}`) : typeName(typeId)),
  };
}
