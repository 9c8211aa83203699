import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './slider.tsx';

describe('Slider', () => {
  it('shows the value and bounds formatted and reports moves as numbers', () => {
    const onChange = vi.fn();
    render(
      <Slider
        label="Entrada"
        min={40_000}
        max={189_900}
        step={100}
        value={40_000}
        onChange={onChange}
        format={(v) => `R$ ${v / 100}`}
        testId="s"
      />,
    );
    expect(screen.getByTestId('s-value').textContent).toBe('R$ 400');
    expect(screen.getByText('R$ 1899')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entrada'), { target: { value: '50000' } });
    expect(onChange).toHaveBeenCalledWith(50_000);
  });
});
