import type { z } from 'zod';
import type { TextProblem } from './text-guard.ts';

type Issue = z.core.$ZodIssue;

function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'corpo';
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
}

const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Expected|Unrecognized|Number must|String must|Array must)/;

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
};

/** One issue in pt-BR, naming the field and never echoing the value (it may be a PIN or a password). */
export function describeIssue(issue: Issue): string {
  const field = `o campo '${fieldName(issue.path)}'`;
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  // A message written in a schema (pt-BR) wins over the generic text; zod's own English ones do not.
  if (!missing && issue.message && !ZOD_DEFAULT.test(issue.message)) return `${field} ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field} é obrigatório`;
      return `${field} deve ser ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return `${field} deve ter ao menos ${issue.minimum} caractere(s)`;
      if (issue.origin === 'array') return `${field} deve ter ao menos ${issue.minimum} item(ns)`;
      return `${field} deve ser ${issue.inclusive ? 'no mínimo' : 'maior que'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} deve ter no máximo ${issue.maximum} caractere(s)`;
      if (issue.origin === 'array') return `${field} deve ter no máximo ${issue.maximum} item(ns)`;
      return `${field} deve ser ${issue.inclusive ? 'no máximo' : 'menor que'} ${issue.maximum}`;
    case 'invalid_format':
      return `${field} tem um formato inválido`;
    case 'invalid_value':
      return `${field} tem um valor não aceito`;
    case 'not_multiple_of':
      return `${field} tem casas decimais demais`;
    default:
      return `${field} é inválido`;
  }
}

/** The first issue makes the message; all of them (up to five) make the details. */
export function describeIssues(issues: readonly Issue[]): { message: string; details: string } {
  const texts = issues.slice(0, 5).map(describeIssue);
  const first = texts[0] ?? 'o corpo da requisição é inválido';
  return { message: `Dados inválidos: ${first}`, details: texts.join('; ') };
}

/** The text-guard's refusal (text-guard.ts) in the same words, naming the field, never its value. */
export function describeTextProblem(problem: TextProblem): string {
  const field = `o campo '${fieldName(problem.path)}'`;
  return problem.kind === 'too-deep'
    ? `${field} tem níveis demais`
    : `${field} contém caracteres de controle ou inválidos`;
}
