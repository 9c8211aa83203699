import { cpfCheckDigits } from '@carteira/core/br';
import type { Address } from '../services/bank-api/modules/auth/auth.table.ts';
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
}

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
];
