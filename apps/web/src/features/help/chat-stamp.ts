import { addDays, formatDate, toSaoPauloDate } from '@carteira/core/calendar';
import { formatTime } from '../../lib/format-date-time.ts';
import type { Locale } from '../../lib/i18n/locale-store.ts';

/** "14:05" as English writes it in the chat: "2:05 pm" (0:30 is "12:30 am"). */
function twelveHour(time: string): string {
  const [hh = '0', mm = '00'] = time.split(':');
  const hour = Number(hh);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${mm} ${hour < 12 ? 'am' : 'pm'}`;
}

const WORDS = {
  'pt-BR': { today: 'Hoje', yesterday: 'Ontem', at: 'às' },
  en: { today: 'Today', yesterday: 'Yesterday', at: 'at' },
} as const;

/**
 * When a chat message was sent, as the locale writes it (cross-cutting.md section 9: "the locale
 * decides the chatbot date format"): today and yesterday by name, older days DD/MM/YYYY (decision
 * 0014), the time in 24 hours in Portuguese and in 12 hours in English; São Paulo time.
 */
export function chatStamp(value: string, locale: Locale, now: Date = new Date()): string {
  const words = WORDS[locale];
  const raw = formatTime(value);
  const time = locale === 'en' ? twelveHour(raw) : raw;
  const day = toSaoPauloDate(value);
  const today = toSaoPauloDate(now);
  if (day === today) return `${words.today}, ${time}`;
  if (day === addDays(today, -1)) return `${words.yesterday}, ${time}`;
  return `${formatDate(value)} ${words.at} ${time}`;
}
