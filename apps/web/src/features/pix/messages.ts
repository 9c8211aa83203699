import type { MessageCatalog, MessageKey } from '../../lib/i18n/define-messages.ts';
import { baseMessages } from './messages/base.ts';
import { claimsMessages } from './messages/claims.ts';
import { pixContactsMessages } from './messages/contacts.ts';
import { historyMessages } from './messages/history.ts';
import { limitsMessages } from './messages/limits.ts';
import { pagesMessages } from './messages/pages.ts';
import { scanMessages } from './messages/scan.ts';
import { scheduleMessages } from './messages/schedule.ts';
import { sendMessages } from './messages/send.ts';
import { withdrawMessages } from './messages/withdraw.ts';

/** One catalogue from several: each file's keys are distinct, so none hides another. */
function mergeCatalogs<const C extends readonly MessageCatalog<string>[]>(
  ...catalogs: C
): MessageCatalog<MessageKey<C[number]>> {
  return {
    'pt-BR': Object.assign({}, ...catalogs.map((c) => c['pt-BR'])),
    en: Object.assign({}, ...catalogs.map((c) => c.en)),
  } as MessageCatalog<MessageKey<C[number]>>;
}

/** Every Pix string, pt-BR and en, split by screen under messages/. */
export const pixMessages = mergeCatalogs(
  baseMessages,
  historyMessages,
  limitsMessages,
  sendMessages,
  scheduleMessages,
  claimsMessages,
  withdrawMessages,
  pagesMessages,
  scanMessages,
  pixContactsMessages,
);
