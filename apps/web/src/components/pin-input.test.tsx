import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PinInput } from './pin-input.tsx';

const digit = (n: number) => screen.getByTestId(`pin-digit-${n}`) as HTMLInputElement;

describe('PinInput', () => {
  it('has four masked numeric boxes with labels', () => {
    render(<PinInput onSubmit={() => {}} />);
    for (const n of [1, 2, 3, 4]) {
      expect(digit(n).type).toBe('password');
      expect(digit(n).inputMode).toBe('numeric');
      expect(screen.getByLabelText(`Dígito ${n} de 4`)).toBe(digit(n));
    }
  });

  it('moves to the next box as digits are typed and submits the four digits', () => {
    const onSubmit = vi.fn();
    render(<PinInput onSubmit={onSubmit} />);
    fireEvent.change(digit(1), { target: { value: '1' } });
    expect(document.activeElement).toBe(digit(2));
    fireEvent.change(digit(2), { target: { value: '2' } });
    fireEvent.change(digit(3), { target: { value: '3' } });
    fireEvent.change(digit(4), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('pin-submit'));
    expect(onSubmit).toHaveBeenCalledWith('1234');
  });

  it('asks for the complete PIN when fewer than 4 digits are typed', () => {
    const onSubmit = vi.fn();
    render(<PinInput onSubmit={onSubmit} />);
    fireEvent.change(digit(1), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('pin-submit'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Digite o PIN completo');
  });

  it('ignores anything that is not a digit and accepts a pasted PIN', () => {
    const onSubmit = vi.fn();
    render(<PinInput onSubmit={onSubmit} />);
    fireEvent.change(digit(1), { target: { value: 'a' } });
    expect(digit(1).value).toBe('');
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '98 76' } });
    expect([1, 2, 3, 4].map((n) => digit(n).value).join('')).toBe('9876');
    fireEvent.click(screen.getByTestId('pin-submit'));
    expect(onSubmit).toHaveBeenCalledWith('9876');
  });

  it('backspace on an empty box clears the previous one', () => {
    render(<PinInput onSubmit={() => {}} />);
    fireEvent.change(digit(1), { target: { value: '1' } });
    fireEvent.keyDown(digit(2), { key: 'Backspace' });
    expect(digit(1).value).toBe('');
    expect(document.activeElement).toBe(digit(1));
  });

  it('shows an error from outside, such as a wrong PIN', () => {
    render(<PinInput onSubmit={() => {}} error="PIN incorreto" />);
    expect(screen.getByTestId('pin-error').textContent).toBe('PIN incorreto');
    expect(digit(1).getAttribute('aria-invalid')).toBe('true');
  });
});
