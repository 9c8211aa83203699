import { isWeekend } from '@carteira/core/calendar';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, monthCells } from './date-picker.tsx';

function renderPicker(onChange = vi.fn()) {
  render(
    <DatePicker
      value={null}
      min="2026-12-23"
      max="2027-01-20"
      isDisabled={isWeekend}
      onChange={onChange}
      locale="pt-BR"
      previousLabel="Mês anterior"
      nextLabel="Próximo mês"
    />,
  );
  return onChange;
}

describe('DatePicker', () => {
  it('lays a month out from its first weekday', () => {
    // 2026-12-01 is a Tuesday: two blanks
    const cells = monthCells('2026-12-01');
    expect(cells.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(cells.filter(Boolean)).toHaveLength(31);
  });

  it('opens at the first selectable month and lets only days in range and not refused be picked', () => {
    const onChange = renderPicker();
    expect(screen.getByTestId('date-picker-month').textContent).toBe('dezembro 2026');
    expect(screen.getByTestId('date-picker-day-2026-12-22')).toHaveProperty('disabled', true);
    // 2026-12-26 is a Saturday
    expect(screen.getByTestId('date-picker-day-2026-12-26')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('date-picker-day-2026-12-23'));
    expect(onChange).toHaveBeenCalledWith('2026-12-23');
  });

  it('moves between the months of the range only', () => {
    renderPicker();
    expect(screen.getByTestId('date-picker-previous')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('date-picker-next'));
    expect(screen.getByTestId('date-picker-month').textContent).toBe('janeiro 2027');
    expect(screen.getByTestId('date-picker-next')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('date-picker-day-2027-01-21')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('date-picker-day-2027-01-20')).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('20/01/2027')).toBeTruthy();
  });
});
