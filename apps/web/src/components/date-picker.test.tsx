import { isWeekend } from '@carteira/core/calendar';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, monthCells, monthForYear } from './date-picker.tsx';

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

  it('with a year picker, the month title opens the years of the range and keeps the month inside it', () => {
    render(
      <DatePicker
        value={null}
        min="2026-11-24"
        max="2027-11-23"
        onChange={vi.fn()}
        locale="pt-BR"
        previousLabel="Mês anterior"
        nextLabel="Próximo mês"
        yearPicker={{ title: 'Escolha o ano', label: 'Escolher o ano' }}
      />,
    );
    fireEvent.click(screen.getByTestId('date-picker-month'));
    expect(screen.getByRole('dialog').textContent).toContain('Escolha o ano');
    expect(screen.getByTestId('date-picker-year-2026').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('date-picker-year-2028')).toBeNull();
    fireEvent.click(screen.getByTestId('date-picker-year-2027'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // november 2027 is the last month with a day in range
    expect(screen.getByTestId('date-picker-month').textContent).toBe('novembro 2027');
    expect(screen.getByTestId('date-picker-day-2027-11-24')).toHaveProperty('disabled', true);
  });

  it('moves a chosen year to the nearest month of the range', () => {
    expect(monthForYear('2026-03-01', 2027, '2026-11-24', '2027-11-23')).toBe('2027-03-01');
    expect(monthForYear('2027-12-01', 2027, '2026-11-24', '2027-11-23')).toBe('2027-11-01');
    expect(monthForYear('2027-02-01', 2026, '2026-11-24', '2027-11-23')).toBe('2026-11-01');
  });
});
