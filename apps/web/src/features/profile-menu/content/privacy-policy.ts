import type { Locale } from '../../../lib/i18n/locale-store.ts';

/** One section of a privacy policy: a heading and its paragraphs. */
export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

/** A version of the bank's privacy policy, in both languages (the Portuguese text is the one that binds). */
export interface PrivacyPolicy {
  year: 2022 | 2023 | 2024;
  /** The day it took effect (YYYY-MM-DD). */
  effectiveFrom: string;
  /** The day the next version replaced it, or null for the one in force. */
  replacedOn: string | null;
  sections: Readonly<Record<Locale, readonly PolicySection[]>>;
}
