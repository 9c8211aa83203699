/** Empty Pix statements or scheduled lists give message code 1; a failed fetch gives 2. */
export const ListMessageCode = { Empty: 1, FetchFailed: 2 } as const;
export type ListMessageCodeValue = (typeof ListMessageCode)[keyof typeof ListMessageCode];

export type IdentityCheckFailureKey =
  | 'error.identityCheck.1'
  | 'error.identityCheck.100'
  | 'error.identityCheck.200'
  | 'error.identityCheck.300'
  | 'error.identityCheck.400'
  | 'error.identityCheck.500'
  | 'error.identityCheck.600'
  | 'error.identityCheck.1000'
  | 'error.identityCheck.default';

/**
 * Camera or liveness failures: codes 1, 100, 200, 300, 400, 500 and 600 each have their own text,
 * 1000 and 2000 share one, any other code gets the default text.
 */
export function identityCheckFailureKey(code: unknown): IdentityCheckFailureKey {
  switch (code) {
    case 1:
    case 100:
    case 200:
    case 300:
    case 400:
    case 500:
    case 600:
      return `error.identityCheck.${code}`;
    case 1000:
    case 2000:
      return 'error.identityCheck.1000';
    default:
      return 'error.identityCheck.default';
  }
}
