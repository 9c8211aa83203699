/**
 * The bank's service channels (its own data, not the sandbox's): the customer service (SAC, Decreto
 * 11.034/2022: free, 24 hours a day, with a line for people with hearing or speech impairment) and
 * the ombudsman (Resolução CMN 4.860/2020: a last instance, answering within 10 business days).
 * docs/decisions/0016 says these are the values a deployment replaces with the bank's real numbers.
 */
export const SERVICE_CHANNELS = {
  sac: { display: '0800 000 4040', dial: '08000004040' },
  sacAccessible: { display: '0800 000 4041', dial: '08000004041' },
  ombudsman: { display: '0800 000 4042', dial: '08000004042' },
  ombudsmanEmail: 'ouvidoria@carteira.example',
  /** The central bank's consumer complaint form. */
  centralBank: 'https://www.bcb.gov.br/meubc/registrar_reclamacao',
  consumidorGov: 'https://www.consumidor.gov.br',
} as const;

/** Business days the ombudsman has to answer (Resolução CMN 4.860/2020, art. 6º). */
export const OMBUDSMAN_ANSWER_DAYS = 10;
