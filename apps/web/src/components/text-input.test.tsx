import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TextInput, type TextInputProps } from './text-input.tsx';
import { validateField } from './text-input-rules.ts';

function Harness(props: Omit<TextInputProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <TextInput {...props} value={value} onValueChange={setValue} />;
}

function renderField(props: Omit<TextInputProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const router = createMemoryRouter([{ path: '/', element: <Harness {...props} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByLabelText(props.label) as HTMLInputElement;
}

describe('TextInput', () => {
  it('masks a CPF as 000.000.000-00 and asks to check an invalid one once left', () => {
    const input = renderField({ kind: 'cpf', label: 'CPF' });
    fireEvent.change(input, { target: { value: '52998224726' } });
    expect(input.value).toBe('529.982.247-26');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Confira o CPF');
    fireEvent.change(input, { target: { value: '529.982.247-25' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "enter {field}" for an empty required field when the form is submitted', () => {
    renderField({ kind: 'text', label: 'Agência', fieldName: 'a agência', validateNow: true });
    expect(screen.getByRole('alert').textContent).toBe('Informe a agência');
  });

  it('says "invalid {field}" when the pattern does not match', () => {
    renderField({
      kind: 'text',
      label: 'Agência',
      fieldName: 'a agência',
      pattern: /^\d{4}$/,
      validateNow: true,
      initial: '12',
    });
    expect(screen.getByRole('alert').textContent).toBe('Confira a agência');
  });

  it('hides the inline error when showError is false', () => {
    renderField({ kind: 'text', label: 'Nome', validateNow: true, showError: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('password: strips spaces, limits to 16, shows and hides, and links to forgot password', () => {
    const input = renderField({ kind: 'password', label: 'Senha', forgotPasswordTo: '/forgotPassword' });
    expect(input.type).toBe('password');
    fireEvent.change(input, { target: { value: 'abc def ghi jkl mno pqr' } });
    expect(input.value).toBe('abcdefghijklmnop');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input.type).toBe('password');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );
  });

  it('salary and money show the typed digits as reais', () => {
    const input = renderField({ kind: 'money', label: 'Valor' });
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input.value).toBe('R$ 1.234,56');
  });
});

describe('validateField', () => {
  it('checks the password length (8 to 16)', () => {
    const rule = { kind: 'password', fieldName: 'a senha' } as const;
    expect(validateField(rule, 'short')?.key).toBe('passwordLength');
    expect(validateField(rule, '12345678')).toBeNull();
  });

  it('checks a salary: digits only, at most 10, not starting with zero', () => {
    const rule = { kind: 'salary', fieldName: 'o salário' } as const;
    expect(validateField(rule, '')?.key).toBe('enterField');
    expect(validateField(rule, '00')?.key).toBe('salaryValidation');
    expect(validateField(rule, '12345678901')?.key).toBe('salaryLength');
    expect(validateField(rule, '500000')).toBeNull();
  });

  it('an optional empty field is valid', () => {
    expect(validateField({ kind: 'text', fieldName: 'x', required: false }, '')).toBeNull();
  });
});
