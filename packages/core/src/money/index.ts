export {
  abs,
  add,
  allocate,
  type Centavos,
  centavos,
  compare,
  isCentavos,
  multiply,
  negate,
  subtract,
  sum,
  ZERO,
} from './centavos.ts';
export {
  type AmountParts,
  formatAmount,
  formatBRL,
  groupThousands,
  MAX_INPUT_DIGITS,
  parseBRLInput,
  splitAmount,
} from './format.ts';
export { abbreviateNumber, formatPercent } from './format-number.ts';
export { fromReais, MAX_WIRE_REAIS, toReais } from './reais.ts';
