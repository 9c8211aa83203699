import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchesSearch, SearchPicker } from './search-picker.tsx';

const banks = [
  { id: '999', title: 'Carteira', subtitle: '999', keywords: ['99999999'] },
  { id: '904', title: 'Banco Atlântico S.A.', subtitle: '904', keywords: ['90400004'] },
  { id: '902', title: 'Cooperativa Vale Verde', subtitle: '902', keywords: ['90400002'] },
];

describe('matchesSearch', () => {
  it('finds a part of the title without accents or case, and the start of a code', () => {
    expect(matchesSearch(banks[1] as (typeof banks)[number], 'atlantico')).toBe(true);
    expect(matchesSearch(banks[1] as (typeof banks)[number], 'ATLÂN')).toBe(true);
    expect(matchesSearch(banks[1] as (typeof banks)[number], '904')).toBe(true);
    expect(matchesSearch(banks[1] as (typeof banks)[number], '9040000')).toBe(true);
    expect(matchesSearch(banks[1] as (typeof banks)[number], '04')).toBe(false);
    expect(matchesSearch(banks[1] as (typeof banks)[number], '  ')).toBe(true);
  });
});

describe('SearchPicker', () => {
  it('filters as the customer types, says when nothing matches, and picks with one tap', () => {
    const onPick = vi.fn();
    render(
      <SearchPicker label="Banco" emptyText="Nenhum banco" items={banks} onPick={onPick} testId="bank" />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(3);
    fireEvent.change(screen.getByTestId('bank-search'), { target: { value: 'verde' } });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cooperativa Vale Verde902']);
    fireEvent.click(screen.getByTestId('bank-902'));
    expect(onPick).toHaveBeenCalledWith(banks[2]);
    fireEvent.change(screen.getByTestId('bank-search'), { target: { value: 'xyz' } });
    expect(screen.getByTestId('bank-empty').textContent).toBe('Nenhum banco');
  });
});
