import type { CepEntry } from '../services/bank-api/public.ts';

const e = (
  logradouro: string,
  bairro: string,
  localidade: string,
  uf: string,
  complemento = '',
): CepEntry => ({
  logradouro,
  bairro,
  complemento,
  localidade,
  uf,
});

/**
 * The sandbox's postal code directory: a central address in each of the 27 state capitals (real
 * streets and neighbourhoods; the codes are the central ones as best known, for the sandbox, not an
 * authoritative Correios table), plus the demo customers' own addresses. Keyed by the 8 digits.
 */
export const SANDBOX_CEPS: Readonly<Record<string, CepEntry>> = {
  '69900062': e('Rua Marechal Deodoro', 'Centro', 'Rio Branco', 'AC'),
  '57020000': e('Rua do Comércio', 'Centro', 'Maceió', 'AL'),
  '68900073': e('Avenida FAB', 'Centro', 'Macapá', 'AP'),
  '69005010': e('Avenida Eduardo Ribeiro', 'Centro', 'Manaus', 'AM'),
  '40020000': e('Praça da Sé', 'Centro Histórico', 'Salvador', 'BA'),
  '60025100': e('Rua Major Facundo', 'Centro', 'Fortaleza', 'CE'),
  '70040010': e('Eixo Monumental', 'Zona Cívico-Administrativa', 'Brasília', 'DF'),
  '29010002': e('Avenida Jerônimo Monteiro', 'Centro', 'Vitória', 'ES'),
  '74003010': e('Avenida Goiás', 'Setor Central', 'Goiânia', 'GO'),
  '65010070': e('Rua Grande', 'Centro', 'São Luís', 'MA'),
  '78005000': e('Avenida Getúlio Vargas', 'Centro Norte', 'Cuiabá', 'MT'),
  '79002072': e('Rua Quatorze de Julho', 'Centro', 'Campo Grande', 'MS'),
  '30130003': e('Avenida Afonso Pena', 'Centro', 'Belo Horizonte', 'MG'),
  '66017000': e('Avenida Presidente Vargas', 'Campina', 'Belém', 'PA'),
  '58010000': e('Avenida General Osório', 'Centro', 'João Pessoa', 'PB'),
  '80020310': e('Rua XV de Novembro', 'Centro', 'Curitiba', 'PR'),
  '50030230': e('Rua do Bom Jesus', 'Recife', 'Recife', 'PE'),
  '64000020': e('Avenida Frei Serafim', 'Centro', 'Teresina', 'PI'),
  '20040002': e('Avenida Rio Branco', 'Centro', 'Rio de Janeiro', 'RJ'),
  '59025000': e('Avenida Rio Branco', 'Cidade Alta', 'Natal', 'RN'),
  '90010150': e('Rua dos Andradas', 'Centro Histórico', 'Porto Alegre', 'RS'),
  '76801000': e('Avenida Sete de Setembro', 'Centro', 'Porto Velho', 'RO'),
  '69301000': e('Avenida Jaime Brasil', 'Centro', 'Boa Vista', 'RR'),
  '88010400': e('Rua Felipe Schmidt', 'Centro', 'Florianópolis', 'SC'),
  '01001000': e('Praça da Sé', 'Sé', 'São Paulo', 'SP', 'lado ímpar'),
  '49010000': e('Rua João Pessoa', 'Centro', 'Aracaju', 'SE'),
  '77001002': e('Avenida Juscelino Kubitschek', 'Plano Diretor Sul', 'Palmas', 'TO'),
  // The demo customers' addresses.
  '01310200': e('Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'),
  '30160011': e('Rua da Bahia', 'Centro', 'Belo Horizonte', 'MG'),
  '40060001': e('Avenida Sete de Setembro', 'Centro', 'Salvador', 'BA'),
  '30130005': e('Avenida Afonso Pena', 'Centro', 'Belo Horizonte', 'MG'),
};
