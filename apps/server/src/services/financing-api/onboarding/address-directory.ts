/** Where a postal code lies, as the directory knows it. */
export interface KnownAddress {
  localidade: string;
  uf: string;
}

/** The postal code directory, a port: a delivery address's CEP is checked against its state. */
export interface AddressDirectory {
  find: (cep: string) => KnownAddress | undefined;
}
