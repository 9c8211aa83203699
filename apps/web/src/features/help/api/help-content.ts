import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../lib/i18n/locale-store.ts';
import { productCall } from './product-call.ts';

/** The help calls (cross-cutting.md section 7, Help): each key, with the `en_` prefix in English. */
export type HelpListKey = 'faqList' | 'externalFaqList';
export type HelpAnswerKey = 'faqAnswer' | 'externalFaqAnswer';
export type HelpContentKey = 'tariffContent' | 'timeContent';

export interface HelpItem {
  id: string;
  title: string;
  updatedAt: string;
}

export interface HelpArticle extends HelpItem {
  body: string;
}

export interface CareChannel {
  display: string;
  dial: string;
}

/** The key as the product backend names it in this locale: `en_faqList` in English. */
export function helpKey(key: string, locale: Locale): string {
  return locale === 'en' ? `en_${key}` : key;
}

export function useHelpList(key: HelpListKey, locale: Locale, query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['help', key, locale, q],
    queryFn: () =>
      productCall<{ items: HelpItem[] }>(
        `help/${helpKey(key, locale)}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      ).then((b) => b.items),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useHelpAnswer(key: HelpAnswerKey, locale: Locale, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['help', key, locale, id],
    queryFn: () => productCall<HelpArticle>(`help/${helpKey(key, locale)}?id=${encodeURIComponent(id)}`),
    enabled,
    staleTime: 60_000,
  });
}

export function useHelpContent(key: HelpContentKey, locale: Locale) {
  return useQuery({
    queryKey: ['help', key, locale],
    queryFn: () => productCall<{ items: HelpArticle[] }>(`help/${helpKey(key, locale)}`).then((b) => b.items),
    staleTime: 60_000,
  });
}

/** The customer-care WhatsApp and phone (wallet.md section 9), as the bank keeps them. */
export function useCareChannels() {
  return useQuery({
    queryKey: ['help', 'channels'],
    queryFn: () =>
      productCall<{ channels: Partial<Record<'whatsapp' | 'phone', CareChannel>> }>('help/channels').then(
        (b) => b.channels,
      ),
    staleTime: 5 * 60_000,
  });
}

/** The WhatsApp link of a number in its dial form (country code first). */
export const whatsappLink = (dial: string) => `https://wa.me/${dial.replace(/\D/g, '')}`;
