/** This bank as it names itself on the wire (docs/bank-api.md: `banco`, `codigoBanco`). */
export const BANK_NAME = 'Carteira';
export const BANK_CODE = '999';
export const BRANCH = '0001';
/** This bank's ISPB in the sandbox's Pix network (the first 8 characters after "E" of an end-to-end id). */
export const BANK_ISPB = '99999999';
