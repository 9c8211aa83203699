import { formatAccountNumber, formatPhone } from '@carteira/core/br';
import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { formatTime } from '../../../lib/format-date-time.ts';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { TransactionText } from '../../../lib/transactions/transaction-text.ts';
import type { Receipt } from '../api/get-receipt.ts';
import type { historyMessages } from '../messages.ts';

type Key = MessageKey<typeof historyMessages>;

/** The receipt as plain text, for sharing or copying. */
export function receiptText(receipt: Receipt, t: Translate<Key>, names: TransactionText): string {
  const lines = [
    `${t('amount')}: ${formatBRL(receipt.amount)}`,
    `${t('date')}: ${formatDate(receipt.at)} ${formatTime(receipt.at)}`,
    `${t('operation')}: ${names.reasonName(receipt.reasonCode, receipt.typeId)}`,
    receipt.boletoLine ? `${t('boletoLine')}: ${receipt.boletoLine}` : '',
    receipt.boletoDueDate ? `${t('boletoDueDate')}: ${formatDate(receipt.boletoDueDate)}` : '',
    receipt.recharge ? `${t('rechargeOperator')}: ${receipt.recharge.operator}` : '',
    receipt.recharge
      ? `${t('rechargeNumber')}: +${receipt.recharge.ddi} ${formatPhone(`${receipt.recharge.ddd}${receipt.recharge.number}`)}`
      : '',
    receipt.withdrawalId ? `${t('withdrawalId')}: ${receipt.withdrawalId}` : '',
    `${t('from')}: ${receipt.payer.name} (${receipt.payer.maskedTaxId})`,
    `${t('to')}: ${receipt.payee.name} (${receipt.payee.maskedTaxId})`,
    `${t('bank')}: ${receipt.payee.bank}`,
    receipt.payee.account
      ? `${t('agencyAccount')}: ${receipt.payee.agency} / ${formatAccountNumber(receipt.payee.account)}`
      : '',
    receipt.note ? `${t('note')}: ${receipt.note}` : '',
    `${t('authentication')}: ${receipt.authentication}`,
    `${t('transactionId')}: ${receipt.transactionId}`,
  ];
  return lines.filter(Boolean).join('\n');
}
