import {
  CPF_LENGTH,
  formatCpf,
  isValidCpf,
  isValidPassword,
  isValidSalary,
  normalizePassword,
  onlyDigits,
  SALARY_MAX_DIGITS,
} from '@carteira/core/br';
import { formatBRL, MAX_INPUT_DIGITS, parseBRLInput } from '@carteira/core/money';

/** What kind of value a TextInput holds (wallet.md section 2, reusable input 4). */
export type FieldKind = 'cpf' | 'password' | 'salary' | 'money' | 'text';

export interface FieldRule {
  kind: FieldKind;
  /** The field's name in messages ("enter {field}", "invalid {field}"). */
  fieldName: string;
  required?: boolean;
  /** text kind: the value must match. */
  pattern?: RegExp;
  /** text kind: keep digits only. */
  digitsOnly?: boolean;
  maxLength?: number;
}

export type FieldProblemKey =
  | 'enterField'
  | 'invalidField'
  | 'checkCpf'
  | 'passwordLength'
  | 'salaryLength'
  | 'salaryValidation';

export interface FieldProblem {
  key: FieldProblemKey;
  field: string;
}

/** Cleans what was typed into the stored value (digits for cpf, salary and money). */
export function sanitizeField(
  rule: Pick<FieldRule, 'kind' | 'digitsOnly' | 'maxLength'>,
  typed: string,
): string {
  switch (rule.kind) {
    case 'cpf':
      return onlyDigits(typed).slice(0, CPF_LENGTH);
    case 'password':
      return normalizePassword(typed);
    case 'salary':
      return onlyDigits(typed).replace(/^0+/, '').slice(0, SALARY_MAX_DIGITS);
    case 'money':
      return onlyDigits(typed).replace(/^0+/, '').slice(0, MAX_INPUT_DIGITS);
    case 'text': {
      const kept = rule.digitsOnly ? onlyDigits(typed) : typed;
      return rule.maxLength ? kept.slice(0, rule.maxLength) : kept;
    }
  }
}

/** How the stored value is shown in the box. */
export function displayField(kind: FieldKind, value: string, format?: (value: string) => string): string {
  if (kind === 'cpf') return formatCpf(value);
  if ((kind === 'salary' || kind === 'money') && value !== '') return formatBRL(parseBRLInput(value));
  return format ? format(value) : value;
}

/** The first problem with a value, or null when it is valid. */
export function validateField(rule: FieldRule, value: string): FieldProblem | null {
  const field = rule.fieldName;
  const required = rule.required ?? true;
  const empty = rule.kind === 'money' || rule.kind === 'salary' ? /^0*$/.test(value) : value.trim() === '';
  if (empty) {
    if (rule.kind === 'salary' && value !== '') return { key: 'salaryValidation', field };
    return required ? { key: 'enterField', field } : null;
  }
  switch (rule.kind) {
    case 'cpf':
      return isValidCpf(value, 'strict') ? null : { key: 'checkCpf', field };
    case 'password':
      return isValidPassword(value) ? null : { key: 'passwordLength', field };
    case 'salary':
      if (/^\d+$/.test(value) && value.length > SALARY_MAX_DIGITS) return { key: 'salaryLength', field };
      return isValidSalary(value) ? null : { key: 'salaryValidation', field };
    case 'money':
      return /^\d+$/.test(value) ? null : { key: 'invalidField', field };
    case 'text':
      return rule.pattern && !rule.pattern.test(value) ? { key: 'invalidField', field } : null;
  }
}
