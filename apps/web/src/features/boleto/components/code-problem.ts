import type { BoletoProblem } from '@carteira/core/boleto';
import type { MessageVars } from '../../../lib/i18n/define-messages.ts';

type Key = 'codeEmpty' | 'codeLength' | 'codeField' | 'codeGeneral' | 'codeOther';

/** The message that names what is wrong with a typed code: which field's digit, or its length. */
export function codeProblemMessage(problem: BoletoProblem): { key: Key; vars?: MessageVars } {
  switch (problem.reason) {
    case 'empty':
      return { key: 'codeEmpty' };
    case 'length':
      return { key: 'codeLength', vars: { count: problem.length } };
    case 'field':
      return { key: 'codeField', vars: { field: problem.field } };
    case 'general':
      return { key: 'codeGeneral' };
    default:
      return { key: 'codeOther' };
  }
}
