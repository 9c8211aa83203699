/** An address as the postal code directory knows it. */
export interface CepEntry {
  logradouro: string;
  bairro: string;
  complemento: string;
  localidade: string;
  uf: string;
}

/** The postal code directory, a port (Correios or a provider in the real world). Keyed by the 8 digits. */
export interface CepDirectory {
  find: (cep: string) => CepEntry | undefined;
}
