import { z } from 'zod';

/**
 * The language the app shows the rewards in: a programme's name and description, a task's title, a
 * draw's name and prize are kept in both (migration 0055), and each call answers the one asked for.
 */
export const idioma = z.enum(['pt-BR', 'en']).default('pt-BR');
export type Idioma = z.output<typeof idioma>;

/** The text in the language asked for. */
export const inLanguage = (language: Idioma, pt: string, en: string): string => (language === 'en' ? en : pt);
