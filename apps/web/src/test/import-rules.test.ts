import { describe, expect, it } from 'vitest';
import { webRuleBroken } from './import-rules.ts';

describe('the web import rules', () => {
  it('refuses a feature importing another feature', () => {
    expect(webRuleBroken({ from: 'features/pix/pages/a.tsx', to: 'features/contacts/api/b.ts' })).toMatch(
      /no other feature/,
    );
  });

  it('refuses the shared shelves importing a feature', () => {
    expect(webRuleBroken({ from: 'lib/bank/x.ts', to: 'features/pix/y.ts' })).toMatch(/lib\/ is shared/);
    expect(webRuleBroken({ from: 'components/top-bar.tsx', to: 'features/home/z.ts' })).toMatch(/shared/);
  });

  it('refuses a relative path out of the app', () => {
    expect(webRuleBroken({ from: 'lib/a.ts', to: '../../packages/core/src/money/index.ts' })).toMatch(
      /@carteira\/core/,
    );
  });

  it('lets a feature reach itself, the shared shelves and the router compose features', () => {
    expect(webRuleBroken({ from: 'features/pix/pages/a.tsx', to: 'features/pix/api/b.ts' })).toBeUndefined();
    expect(webRuleBroken({ from: 'features/pix/pages/a.tsx', to: 'lib/bank/x.ts' })).toBeUndefined();
    expect(webRuleBroken({ from: 'app/routes.tsx', to: 'features/pix/routes.ts' })).toBeUndefined();
    expect(webRuleBroken({ from: 'features/pix/x.test.tsx', to: 'features/home/y.ts' })).toBeUndefined();
  });
});
