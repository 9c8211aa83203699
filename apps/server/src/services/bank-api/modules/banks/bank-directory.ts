/**
 * The directory of the other institutions of the reserve-transfer system (STR), a port: their
 * bank code (COMPE, 3 digits), ISPB (8 digits), name and the agencies each one has. The bank asks it
 * for its bank list and its agency check; which institutions exist belongs to the outside world (the
 * sandbox serves its own, sandbox/other-banks.ts).
 */
export interface DirectoryBank {
  codigo: string;
  ispb: string;
  nome: string;
}

export interface BankDirectory {
  /** Every institution the directory knows, this bank not included. */
  banks(): readonly DirectoryBank[];
  /** Whether the institution with this ISPB has this agency (4 digits). */
  hasAgency(ispb: string, agencia: string): boolean;
}
