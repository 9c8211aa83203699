import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  clampScheduleDate,
  lastMonthlyDate,
  scheduleRange,
  WhenChoice,
  type WhenValue,
} from './when-choice.tsx';

const TODAY = '2026-11-23';

function Harness({ initial }: { initial: WhenValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <WhenChoice value={value} today={TODAY} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const read = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as WhenValue;

describe('Pix schedule date', () => {
  it('runs from tomorrow to a year ahead, and moves a day outside to the nearest bound', () => {
    expect(scheduleRange(TODAY)).toEqual({ min: '2026-11-24', max: '2027-11-23' });
    expect(clampScheduleDate('2026-11-23', TODAY)).toBe('2026-11-24');
    expect(clampScheduleDate('2028-01-01', TODAY)).toBe('2027-11-23');
    expect(clampScheduleDate('2027-02-10', TODAY)).toBe('2027-02-10');
    expect(clampScheduleDate('', TODAY)).toBe('');
  });

  it('names the last monthly payment only for 2 to 60 months', () => {
    expect(lastMonthlyDate('2027-01-31', '3')).toBe('2027-03-31');
    expect(lastMonthlyDate('2027-01-31', '2')).toBe('2027-02-28');
    expect(lastMonthlyDate('2027-01-31', '1')).toBeNull();
    expect(lastMonthlyDate('2027-01-31', '61')).toBeNull();
    expect(lastMonthlyDate('', '3')).toBeNull();
  });

  it('picks the day on the calendar, today refused, the year from its sheet, and a monthly repeat', () => {
    render(<Harness initial={{ scheduled: false, date: '', repeat: false, months: '' }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Agendar' }));
    expect(screen.getByTestId('date-picker-day-2026-11-23')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('date-picker-day-2026-11-30'));
    expect(read().date).toBe('2026-11-30');
    expect(screen.getByTestId('pix-when-date').textContent).toContain('30/11/2026');
    fireEvent.click(screen.getByTestId('date-picker-month'));
    fireEvent.click(screen.getByTestId('date-picker-year-2027'));
    expect(screen.getByTestId('date-picker-month').textContent).toBe('novembro 2027');
    fireEvent.click(screen.getByTestId('date-picker-day-2027-11-23'));
    expect(read().date).toBe('2027-11-23');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByTestId('pix-when-months'), { target: { value: '3x' } });
    expect(read()).toMatchObject({ repeat: true, months: '3' });
    expect(screen.getByTestId('pix-schedule-monthly-day').textContent).toBe(
      'Todo dia 23, de 23/11/2027 a 23/01/2028.',
    );
  });

  it('moves a date kept from before into the range', () => {
    render(<Harness initial={{ scheduled: true, date: '2026-11-20', repeat: false, months: '' }} />);
    expect(read().date).toBe('2026-11-24');
  });
});
