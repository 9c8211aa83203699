import { FinancingError } from '../../financing-api/public.ts';
import type { Executor } from '../product-database.ts';
import type { HelpArticleTable } from './help.table.ts';

export type HelpKind = HelpArticleTable['kind'];
export type HelpLocale = HelpArticleTable['locale'];

/**
 * The help calls (cross-cutting.md section 7, Help): the FAQ list and answer, the external FAQ list and
 * answer, the tariff and the time content. The English variant is the key with the `en_` prefix.
 */
export const HELP_KEYS = {
  faqList: { kind: 'faq', answer: false },
  faqAnswer: { kind: 'faq', answer: true },
  externalFaqList: { kind: 'external', answer: false },
  externalFaqAnswer: { kind: 'external', answer: true },
  tariffContent: { kind: 'tariff', answer: true },
  timeContent: { kind: 'hours', answer: true },
} as const satisfies Record<string, { kind: HelpKind; answer: boolean }>;

export type HelpKey = keyof typeof HELP_KEYS;

/** `en_faqList` is faqList in English; `faqList` in Portuguese. Undefined for any other key. */
export function readHelpKey(key: string): { key: HelpKey; locale: HelpLocale } | undefined {
  const english = key.startsWith('en_');
  const bare = english ? key.slice(3) : key;
  if (!Object.hasOwn(HELP_KEYS, bare)) return undefined;
  return { key: bare as HelpKey, locale: english ? 'en' : 'pt-BR' };
}

/** Lower case, without accents: "Pix à noite" and "pix a noite" read the same. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of the query (two letters or more) is in the title or the body. */
export function matchesQuery(article: { title: string; body: string }, query: string): boolean {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  if (words.length === 0) return true;
  const text = foldText(`${article.title} ${article.body}`);
  return words.every((w) => text.includes(w));
}

export interface HelpItem {
  id: string;
  title: string;
  updatedAt: string;
}

export interface HelpAnswer extends HelpItem {
  body: string;
}

const item = (row: Pick<HelpArticleTable, 'id' | 'title'> & { updated_at: Date | string }): HelpItem => ({
  id: row.id,
  title: row.title,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * A list in its order; with a query, only the articles whose title or answer hold every word of it (the
 * content is a few dozen rows a locale, so the search reads them all rather than a database index that
 * would differ between PGlite and PostgreSQL).
 */
export async function listHelp(db: Executor, kind: HelpKind, locale: HelpLocale, query = '') {
  const rows = await db
    .selectFrom('help_article')
    .select(['id', 'title', 'body', 'updated_at'])
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.filter((row) => matchesQuery(row, query)).map(item);
}

/** One article in full; 404 when the bank has none by that id in that locale. */
export async function helpAnswer(db: Executor, kind: HelpKind, locale: HelpLocale, id: string) {
  const row = await db
    .selectFrom('help_article')
    .select(['id', 'title', 'body', 'updated_at'])
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row)
    throw new FinancingError(404, 'Conteúdo de ajuda não encontrado', `Nenhum conteúdo com o id ${id}`);
  return { ...item(row), body: row.body } satisfies HelpAnswer;
}

/** The tariff or time content: every article of the kind in full, in its order. */
export async function helpContent(db: Executor, kind: HelpKind, locale: HelpLocale) {
  const rows = await db
    .selectFrom('help_article')
    .select(['id', 'title', 'body', 'updated_at'])
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...item(row), body: row.body }));
}

/** The customer-care channels (wallet.md section 9), WhatsApp and phone, each as display and dial forms. */
export async function careChannels(db: Executor) {
  const rows = await db.selectFrom('help_channel').select(['id', 'display', 'dial']).orderBy('id').execute();
  return Object.fromEntries(rows.map((r) => [r.id, { display: r.display, dial: r.dial }]));
}
