import { describe, expect, it } from 'vitest';
import type { MessageCatalog } from './define-messages.ts';

const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/messages.ts',
    '../../features/*/*-messages.ts',
    './shared-messages.ts',
    './error-messages.ts',
  ],
  { eager: true },
);

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, value]) => ({
    name: `${file}#${name}`,
    catalog: value as MessageCatalog<string>,
  })),
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('finds every catalogue', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(8);
  });

  it.each(catalogues)('$name has the same keys and placeholders in pt-BR and en', ({ catalog }) => {
    const pt = catalog['pt-BR'];
    const en = catalog.en;
    expect(Object.keys(en).sort()).toEqual(Object.keys(pt).sort());
    for (const key of Object.keys(pt)) {
      expect(pt[key]?.trim(), `pt-BR ${key}`).toBeTruthy();
      expect(en[key]?.trim(), `en ${key}`).toBeTruthy();
      expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(pt[key] ?? ''));
    }
  });
});
