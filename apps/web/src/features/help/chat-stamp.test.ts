import { describe, expect, it } from 'vitest';
import { chatStamp } from './chat-stamp.ts';

const NOW = new Date('2026-11-28T18:00:00Z'); // 15:00 in São Paulo

describe('the chat date format, by locale', () => {
  it('names today and yesterday, in São Paulo time', () => {
    expect(chatStamp('2026-11-28T17:05:00Z', 'pt-BR', NOW)).toBe('Hoje, 14:05');
    expect(chatStamp('2026-11-28T17:05:00Z', 'en', NOW)).toBe('Today, 2:05 pm');
    // 01:30 UTC on the 28th is still the 27th in São Paulo
    expect(chatStamp('2026-11-28T01:30:00Z', 'pt-BR', NOW)).toBe('Ontem, 22:30');
    expect(chatStamp('2026-11-28T01:30:00Z', 'en', NOW)).toBe('Yesterday, 10:30 pm');
  });

  it('writes older days DD/MM/YYYY in both languages, the time as each locale does', () => {
    expect(chatStamp('2026-11-20T03:15:00Z', 'pt-BR', NOW)).toBe('20/11/2026 às 00:15');
    expect(chatStamp('2026-11-20T03:15:00Z', 'en', NOW)).toBe('20/11/2026 at 12:15 am');
    expect(chatStamp('2026-11-20T15:00:00Z', 'en', NOW)).toBe('20/11/2026 at 12:00 pm');
  });
});
