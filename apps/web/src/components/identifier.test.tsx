import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Identifier, identifierGroups } from './identifier.tsx';

const groupsOf = (el: HTMLElement) =>
  [...el.querySelectorAll('.identifier__group')].map((group) => group.textContent);

describe('Identifier', () => {
  it('splits a boleto line at its spaces only', () => {
    const line = '99990.00004 00000.001106 06990.000001 4 00000000015000';
    expect(identifierGroups(line).map((g) => g.text)).toEqual(line.split(' '));
  });

  it('lets a CNPJ break only after its slash, never at the hyphen or a dot', () => {
    expect(identifierGroups('31.245.678/0001-68')).toEqual([
      { text: '31.245.678/', spaced: false },
      { text: '0001-68', spaced: false },
    ]);
    expect(identifierGroups('123.456.789-09').map((g) => g.text)).toEqual(['123.456.789-09']);
  });

  it('renders each group unbreakable and keeps the text as it reads', () => {
    const { container } = render(<Identifier text="31.245.678/0001-68" testId="id" />);
    const el = container.querySelector('[data-testid="id"]') as HTMLElement;
    expect(el.textContent).toBe('31.245.678/0001-68');
    expect(groupsOf(el)).toEqual(['31.245.678/', '0001-68']);
    expect(el.querySelectorAll('wbr')).toHaveLength(1);
  });
});
