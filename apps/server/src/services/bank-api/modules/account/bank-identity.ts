/** This bank as it names itself on the wire (docs/bank-api.md: `banco`, `codigoBanco`). */
export const BANK_NAME = 'Carteira';
export const BANK_CODE = '999';
export const BRANCH = '0001';
