import { isValidPassword } from './person.ts';

/**
 * The rules a new password or PIN must meet beyond the spec's format (8 to 16 characters; 4 digits).
 * The spec is silent; these are what Brazilian banks ask. Both sides check them: the app before it
 * calls, the bank always.
 */
export type NewPasswordProblem = 'length' | 'lettersAndDigits' | 'containsCpf';

/** The first rule a new password breaks, or undefined. Whitespace is removed first, as the mask does. */
export function newPasswordProblem(password: string, cpf?: string): NewPasswordProblem | undefined {
  const text = password.replace(/\s/g, '');
  if (!isValidPassword(text)) return 'length';
  if (!/\p{L}/u.test(text) || !/\d/.test(text)) return 'lettersAndDigits';
  if (cpf && cpf.length === 11 && text.includes(cpf)) return 'containsCpf';
  return undefined;
}

/** What the bank answers for each broken rule (the error's details, in the bank's language). */
export const NEW_PASSWORD_PROBLEM_TEXT: Readonly<Record<NewPasswordProblem, string>> = {
  length: 'A senha deve ter de 8 a 16 caracteres',
  lettersAndDigits: 'A senha deve ter letras e números',
  containsCpf: 'A senha não pode conter o CPF',
};

/** A PIN anyone would try first: four equal digits, or four digits in a row up or down (1234, 9876). */
export function isGuessablePin(pin: string): boolean {
  if (!/^\d{4}$/.test(pin)) return false;
  const d = [...pin].map(Number);
  const steps = new Set(d.slice(1).map((x, i) => x - (d[i] as number)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] as number);
}
