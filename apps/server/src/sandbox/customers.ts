import { cpfCheckDigits } from '@carteira/core/br';
import type { Address } from '../services/bank-api/public.ts';
import { accountNumber } from './account-number.ts';

export interface DemoCustomer {
  key: string;
  nome: string;
  apelido: string;
  cpf: string;
  senha: string;
  pin: string;
  email: string;
  dataNascimento: string;
  ddd: string;
  telefone: string;
  endereco: Address;
  conta: string;
  /** Monthly salary in centavos (0 for none). */
  salario: number;
  /** Where the balance ends after the history, when fixed (centavos). */
  saldoFinal?: number;
  /**
   * The account's status when seeded, when not active (idStatusConta, wallet.md section 4): set by the
   * bank after the history, as its back office would (decision 0019).
   */
  statusConta?: { id: number; motivo: string };
  /** The account product when it is not the current one (conta/migracao-de-produtos). */
  produto?: 'CONTA_PAGAMENTO';
}

/**
 * The device every demo customer has trusted since the seed (and registered for Pix): the id a browser
 * keeps in localStorage `carteira.deviceId`. The journeys' browsers carry it (e2e/playwright.config.ts);
 * any other browser is a new device, confirmed by SMS at /newDeviceAlert.
 */
export const SANDBOX_DEVICE = {
  id: 'sandbox-trusted-device-0001',
  tipo: 'web',
  modelo: 'Navegador do sandbox',
  /** Registered for Pix since long before any date a test pins: never a "new device" for Pix. */
  pixSince: '2020-01-01T00:00:00-03:00',
} as const;

/** The metadados a call from the sandbox's trusted device carries (types 1, 2 and 12). */
export const SANDBOX_DEVICE_METADATA = [
  { tipo: 1, valor: SANDBOX_DEVICE.tipo },
  { tipo: 2, valor: SANDBOX_DEVICE.modelo },
  { tipo: 12, valor: SANDBOX_DEVICE.id },
];

const cpf = (base: string) => `${base}${cpfCheckDigits(base)}`;

export const DEMO_PASSWORD = 'carteira123';

/** The sandbox customers. Listed in src/sandbox/README.md; change both together. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    key: 'ana',
    nome: 'Ana Beatriz Souza',
    apelido: 'Ana',
    cpf: cpf('390533447'),
    senha: DEMO_PASSWORD,
    pin: '1234',
    email: 'ana.souza@example.com',
    dataNascimento: '1988-04-12',
    ddd: '11',
    telefone: '987654321',
    endereco: {
      rua: 'Avenida Paulista',
      numero: '1578',
      complemento: 'Apto 52',
      bairro: 'Bela Vista',
      cep: '01310200',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    conta: accountNumber('1000001'),
    salario: 850_000,
  },
  {
    key: 'bruno',
    nome: 'Bruno Henrique Lima',
    apelido: 'Bruno',
    cpf: cpf('275484389'),
    senha: DEMO_PASSWORD,
    pin: '2580',
    email: 'bruno.lima@example.com',
    dataNascimento: '1992-09-30',
    ddd: '21',
    telefone: '998877665',
    endereco: {
      rua: 'Avenida Rio Branco',
      numero: '156',
      complemento: 'Sala 1203',
      bairro: 'Centro',
      cep: '20040002',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    },
    conta: accountNumber('1000002'),
    salario: 420_000,
  },
  {
    key: 'carla',
    nome: 'Carla Mendes Oliveira',
    apelido: 'Carla',
    cpf: cpf('146870227'),
    senha: DEMO_PASSWORD,
    pin: '1357',
    email: 'carla.oliveira@example.com',
    dataNascimento: '1979-01-22',
    ddd: '31',
    telefone: '991234567',
    endereco: {
      rua: 'Rua da Bahia',
      numero: '1148',
      complemento: '',
      bairro: 'Centro',
      cep: '30160011',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    },
    conta: accountNumber('1000003'),
    salario: 0,
  },
  {
    key: 'daniel',
    nome: 'Daniel Costa Pereira',
    apelido: 'Daniel',
    cpf: cpf('853016492'),
    senha: DEMO_PASSWORD,
    pin: '4321',
    email: 'daniel.pereira@example.com',
    dataNascimento: '2001-06-05',
    ddd: '71',
    telefone: '988112233',
    endereco: {
      rua: 'Avenida Sete de Setembro',
      numero: '420',
      complemento: 'Casa',
      bairro: 'Centro',
      cep: '40060001',
      cidade: 'Salvador',
      uf: 'BA',
    },
    conta: accountNumber('1000004'),
    salario: 180_000,
    saldoFinal: 10_000,
  },
  // Financing: approved by the bureau, pays the down payment from her balance (R$ 15.000,00).
  {
    key: 'elisa',
    nome: 'Elisa Martins Rocha',
    apelido: 'Elisa',
    cpf: cpf('528163740'),
    senha: DEMO_PASSWORD,
    pin: '2468',
    email: 'elisa.rocha@example.com',
    dataNascimento: '1985-03-18',
    ddd: '41',
    telefone: '991827364',
    endereco: {
      rua: 'Rua XV de Novembro',
      numero: '700',
      complemento: 'Apto 81',
      bairro: 'Centro',
      cep: '80020310',
      cidade: 'Curitiba',
      uf: 'PR',
    },
    conta: accountNumber('1000005'),
    salario: 920_000,
    saldoFinal: 1_500_000,
  },
  // Financing: approved, pays the down payment by Pix (balance only R$ 300,00).
  {
    key: 'fabio',
    nome: 'Fábio Almeida Santos',
    apelido: 'Fábio',
    cpf: cpf('637284915'),
    senha: DEMO_PASSWORD,
    pin: '1593',
    email: 'fabio.santos@example.com',
    dataNascimento: '1990-11-02',
    ddd: '51',
    telefone: '984736251',
    endereco: {
      rua: 'Rua dos Andradas',
      numero: '1234',
      complemento: 'Sala 402',
      bairro: 'Centro Histórico',
      cep: '90010150',
      cidade: 'Porto Alegre',
      uf: 'RS',
    },
    conta: accountNumber('1000006'),
    salario: 560_000,
    saldoFinal: 30_000,
  },
  // Financing: her CPF is always rejected by the sandbox credit bureau.
  {
    key: 'gabriela',
    nome: 'Gabriela Nunes Ribeiro',
    apelido: 'Gabriela',
    cpf: cpf('741852963'),
    senha: DEMO_PASSWORD,
    pin: '3691',
    email: 'gabriela.ribeiro@example.com',
    dataNascimento: '1996-07-25',
    ddd: '81',
    telefone: '996655443',
    endereco: {
      rua: 'Rua do Bom Jesus',
      numero: '183',
      complemento: '',
      bairro: 'Recife',
      cep: '50030230',
      cidade: 'Recife',
      uf: 'PE',
    },
    conta: accountNumber('1000007'),
    salario: 210_000,
    saldoFinal: 80_000,
  },
  // Financing: approved, for the journeys that leave and resume a contract.
  {
    key: 'heitor',
    nome: 'Heitor Vieira Campos',
    apelido: 'Heitor',
    cpf: cpf('815926307'),
    senha: DEMO_PASSWORD,
    pin: '7531',
    email: 'heitor.campos@example.com',
    dataNascimento: '1983-12-09',
    ddd: '85',
    telefone: '987123456',
    endereco: {
      rua: 'Rua Major Facundo',
      numero: '500',
      complemento: 'Apto 1002',
      bairro: 'Centro',
      cep: '60025100',
      cidade: 'Fortaleza',
      uf: 'CE',
    },
    conta: accountNumber('1000008'),
    salario: 630_000,
    saldoFinal: 900_000,
  },
  // Financing: approved by the bureau, but her face liveness always fails.
  {
    key: 'iara',
    nome: 'Iara Cardoso Teles',
    apelido: 'Iara',
    cpf: cpf('926037418'),
    senha: DEMO_PASSWORD,
    pin: '8520',
    email: 'iara.teles@example.com',
    dataNascimento: '1994-05-14',
    ddd: '48',
    telefone: '999001122',
    endereco: {
      rua: 'Rua Felipe Schmidt',
      numero: '315',
      complemento: 'Apto 23',
      bairro: 'Centro',
      cep: '88010400',
      cidade: 'Florianópolis',
      uf: 'SC',
    },
    conta: accountNumber('1000009'),
    salario: 380_000,
    saldoFinal: 250_000,
  },
  // Cards: his card PIN is changed, blocked by wrong tries, unblocked and given a new one by code.
  {
    key: 'otavio',
    nome: 'Otávio Serra Menezes',
    apelido: 'Otávio',
    cpf: cpf('508147396'),
    senha: DEMO_PASSWORD,
    pin: '6174',
    email: 'otavio.menezes@example.com',
    dataNascimento: '1987-08-21',
    ddd: '71',
    telefone: '988412765',
    endereco: {
      rua: 'Avenida Sete de Setembro',
      numero: '1250',
      complemento: 'Apto 402',
      bairro: 'Centro',
      cep: '40060001',
      cidade: 'Salvador',
      uf: 'BA',
    },
    conta: accountNumber('1000015'),
    salario: 410_000,
  },
  {
    key: 'renato',
    nome: 'Renato Bastos Lima',
    apelido: 'Renato',
    cpf: cpf('417529380'),
    senha: DEMO_PASSWORD,
    pin: '6284',
    email: 'renato.lima@example.com',
    dataNascimento: '1986-08-21',
    ddd: '31',
    telefone: '993417285',
    endereco: {
      rua: 'Avenida Afonso Pena',
      numero: '1212',
      complemento: 'Sala 804',
      bairro: 'Centro',
      cep: '30130003',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    },
    conta: accountNumber('1000017'),
    salario: 520_000,
    saldoFinal: 200_000,
  },
  // Profile edits: her e-mail, phone and mailing address change in the journeys, so no other
  // journey reads her codes.
  {
    key: 'nadia',
    nome: 'Nádia Queiroz Porto',
    apelido: 'Nádia',
    cpf: cpf('518273604'),
    senha: DEMO_PASSWORD,
    pin: '9173',
    email: 'nadia.porto@example.com',
    dataNascimento: '1991-09-23',
    ddd: '21',
    telefone: '987001122',
    endereco: {
      rua: 'Avenida Rio Branco',
      numero: '156',
      complemento: 'Sala 1203',
      bairro: 'Centro',
      cep: '20040002',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    },
    conta: accountNumber('1000014'),
    salario: 0,
    saldoFinal: 50_000,
  },
  // Account status: blocked at his own request (2); the journey sees a Pix refused, then lifts the
  // block by face. His account is on the first offer's product (CONTA_PAGAMENTO): it may migrate.
  {
    key: 'kleber',
    nome: 'Kleber Antunes Reis',
    apelido: 'Kleber',
    cpf: cpf('462918073'),
    senha: DEMO_PASSWORD,
    pin: '6482',
    email: 'kleber.reis@example.com',
    dataNascimento: '1987-08-21',
    ddd: '62',
    telefone: '981726354',
    endereco: {
      rua: 'Avenida Goiás',
      numero: '1010',
      complemento: 'Apto 304',
      bairro: 'Setor Central',
      cep: '74003010',
      cidade: 'Goiânia',
      uf: 'GO',
    },
    conta: accountNumber('1000011'),
    salario: 450_000,
    saldoFinal: 50_000,
    statusConta: { id: 2, motivo: 'Bloqueio a pedido do cliente (central de atendimento)' },
    produto: 'CONTA_PAGAMENTO',
  },
  // Account status: blocked at her own request (2), but her face liveness always fails; the journey
  // then sees the bank block her by court order (6), which no selfie lifts.
  {
    key: 'lara',
    nome: 'Lara Fontes Duarte',
    apelido: 'Lara',
    cpf: cpf('583047216'),
    senha: DEMO_PASSWORD,
    pin: '9174',
    email: 'lara.duarte@example.com',
    dataNascimento: '1993-02-11',
    ddd: '27',
    telefone: '997531864',
    endereco: {
      rua: 'Avenida Jerônimo Monteiro',
      numero: '240',
      complemento: 'Sala 12',
      bairro: 'Centro',
      cep: '29010002',
      cidade: 'Vitória',
      uf: 'ES',
    },
    conta: accountNumber('1000012'),
    salario: 310_000,
    saldoFinal: 20_000,
    statusConta: { id: 2, motivo: 'Bloqueio a pedido do cliente (central de atendimento)' },
  },
  // Account cancellation: a balance of R$ 25,00 keeps his account open until he sends it away.
  {
    key: 'mateus',
    nome: 'Mateus Lopes Brandão',
    apelido: 'Mateus',
    cpf: cpf('736150942'),
    senha: DEMO_PASSWORD,
    pin: '3820',
    email: 'mateus.brandao@example.com',
    dataNascimento: '1998-10-30',
    ddd: '91',
    telefone: '982461357',
    endereco: {
      rua: 'Avenida Presidente Vargas',
      numero: '882',
      complemento: '',
      bairro: 'Campina',
      cep: '66017000',
      cidade: 'Belém',
      uf: 'PA',
    },
    conta: accountNumber('1000013'),
    salario: 0,
    saldoFinal: 2_500,
  },
  // Devices: logs in from new browsers, confirms them by SMS, and removes them (the devices journey).
  {
    key: 'joana',
    nome: 'Joana Prado Figueiredo',
    apelido: 'Joana',
    cpf: cpf('615284039'),
    senha: DEMO_PASSWORD,
    pin: '6248',
    email: 'joana.figueiredo@example.com',
    dataNascimento: '1991-09-03',
    ddd: '31',
    telefone: '991203344',
    endereco: {
      rua: 'Avenida Afonso Pena',
      numero: '1212',
      complemento: 'Sala 804',
      bairro: 'Centro',
      cep: '30130005',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    },
    conta: accountNumber('1000010'),
    salario: 450_000,
    saldoFinal: 300_000,
  },
  // Rewards: joins the programmes, pays a boleto and sends Tiago a Pix, uses a recharge coupon, wins a draw.
  {
    key: 'sofia',
    nome: 'Sofia Rezende Castro',
    apelido: 'Sofia',
    cpf: cpf('372615948'),
    senha: DEMO_PASSWORD,
    pin: '4826',
    email: 'sofia.castro@example.com',
    dataNascimento: '1994-04-21',
    ddd: '41',
    telefone: '991457820',
    endereco: {
      rua: 'Rua XV de Novembro',
      numero: '700',
      complemento: 'Apto 31',
      bairro: 'Centro',
      cep: '80020310',
      cidade: 'Curitiba',
      uf: 'PR',
    },
    conta: accountNumber('1000030'),
    salario: 0,
    saldoFinal: 150_000,
  },
  // Rewards: receives Sofia's Pix and returns it, which takes her task's progress back.
  {
    key: 'tiago',
    nome: 'Tiago Moura Bastos',
    apelido: 'Tiago',
    cpf: cpf('481926357'),
    senha: DEMO_PASSWORD,
    pin: '7395',
    email: 'tiago.bastos@example.com',
    dataNascimento: '1989-12-02',
    ddd: '41',
    telefone: '992368104',
    endereco: {
      rua: 'Rua XV de Novembro',
      numero: '702',
      complemento: '',
      bairro: 'Centro',
      cep: '80020310',
      cidade: 'Curitiba',
      uf: 'PR',
    },
    conta: accountNumber('1000031'),
    salario: 0,
    saldoFinal: 20_000,
  },
];
