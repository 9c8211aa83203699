import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput, isCompleteCode } from './code-input.tsx';

function Harness({ validateNow = false, error }: { validateNow?: boolean; error?: string }) {
  const [code, setCode] = useState('');
  return (
    <CodeInput value={code} onValueChange={setCode} validateNow={validateNow} error={error} testId="code" />
  );
}

describe('CodeInput', () => {
  it('keeps six digits of what was typed or pasted, offered as a one-time code', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Código de verificação') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a3-45678' } });
    expect(input.value).toBe('123456');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('asks for the code when the form is sent empty, and to check a short one', () => {
    const { rerender } = render(<Harness validateNow />);
    expect(screen.getByRole('alert').textContent).toBe('Informe o código');
    rerender(<Harness validateNow />);
    fireEvent.change(screen.getByTestId('code'), { target: { value: '123' } });
    expect(screen.getByRole('alert').textContent).toBe('Confira o código');
    fireEvent.change(screen.getByTestId('code'), { target: { value: '123456' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's answer about the code instead", () => {
    render(<Harness error="Código incorreto" />);
    expect(screen.getByRole('alert').textContent).toBe('Código incorreto');
  });

  it('takes exactly six digits as a complete code', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
