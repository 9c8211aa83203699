/** The 27 federative units (26 states and the Federal District): code -> name. */
export const BRAZILIAN_STATES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;

export type StateCode = keyof typeof BRAZILIAN_STATES;

/** Accepts any case and surrounding spaces ("sp", " SP "). */
export function isStateCode(text: string): boolean {
  return Object.hasOwn(BRAZILIAN_STATES, text.trim().toUpperCase());
}

/** "SP" -> "São Paulo"; an unknown code gives undefined. */
export function stateName(code: string): string | undefined {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(BRAZILIAN_STATES, key) ? BRAZILIAN_STATES[key as StateCode] : undefined;
}
