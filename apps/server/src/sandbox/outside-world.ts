/** Names the sandbox's outside world uses in the demo history. Fictional companies and people. */

export const OPENING_DEPOSITS: Record<string, number> = {
  ana: 500_000,
  bruno: 200_000,
  carla: 300_000,
  daniel: 60_000,
};

export const EMPLOYERS: Record<string, string> = {
  ana: 'Nexa Tecnologia Ltda',
  bruno: 'Rede Varejo Sul S.A.',
  daniel: 'Café Baiano Ltda',
};

export const FRIENDS = [
  'Marcos Vinícius Rocha',
  'Juliana Alves Martins',
  'Pedro Henrique Santos',
  'Fernanda Ribeiro Dias',
  'Lucas Gabriel Ferreira',
  'Patrícia Gomes Carvalho',
  'Studio Design Aurora ME',
];

export const MERCHANTS = [
  { nome: 'Padaria Pão Dourado', banco: 'Banco do Brasil' },
  { nome: 'Mercado Bom Preço', banco: 'Itaú Unibanco' },
  { nome: 'Farmácia Saúde Total', banco: 'Bradesco' },
  { nome: 'Restaurante Sabor da Casa', banco: 'Caixa Econômica Federal' },
  { nome: 'Posto Estrela', banco: 'Santander' },
  { nome: 'Livraria Página Nova', banco: 'Nubank' },
  { nome: 'Academia Corpo em Forma', banco: 'Inter' },
];

export const UTILITIES = [
  { nome: 'Companhia de Energia Elétrica', banco: 'Boleto' },
  { nome: 'Companhia de Saneamento', banco: 'Boleto' },
  { nome: 'Internet Fibra Rápida', banco: 'Boleto' },
  { nome: 'Condomínio Edifício Primavera', banco: 'Boleto' },
];

export const TRANSFER_NOTES = [
  'Almoço',
  'Aluguel dividido',
  'Presente',
  'Cinema',
  'Viagem',
  'Conta do bar',
  'Empréstimo',
];
