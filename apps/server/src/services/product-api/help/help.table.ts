import type { Timestamp } from '../../../platform/database/timestamp.ts';

/**
 * One piece of help content the bank edits (cross-cutting.md section 3, Help and chat): an FAQ question
 * and its answer, an external FAQ one, the tariff content or the service-hours content, in one locale.
 */
export interface HelpArticleTable {
  kind: 'faq' | 'external' | 'tariff' | 'hours';
  id: string;
  locale: 'pt-BR' | 'en';
  /** Where it stands in its list (1 first). */
  position: number;
  title: string;
  body: string;
  updated_at: Timestamp;
}

/** A customer-care channel (wallet.md section 9): its {phone} display and dial forms. */
export interface HelpChannelTable {
  id: 'whatsapp' | 'phone';
  display: string;
  dial: string;
}

export interface HelpTables {
  help_article: HelpArticleTable;
  help_channel: HelpChannelTable;
}
