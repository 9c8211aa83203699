import { PixKeyType } from '@carteira/core/pix';
import type { Trx } from '../tables.ts';
import { seedWithdrawPoints } from './pix-withdraw-points.ts';

/**
 * The sandbox's other Pix institutions (fictitious banks) and their customers' keys. Money sent to
 * them leaves through the `sandbox-clearing` account. Listed in README.md; change both together.
 */
export interface SandboxPixHolder {
  nome: string;
  /** CPF (11 digits) or CNPJ (14). */
  taxId: string;
  agencia: string;
  conta: string;
  keys: ReadonlyArray<{ tipo: PixKeyType; chave: string }>;
}

export interface SandboxInstitution {
  ispb: string;
  nome: string;
  codigo: string;
  holders: readonly SandboxPixHolder[];
}

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    ispb: '90400001',
    nome: 'Banco Horizonte S.A.',
    codigo: '901',
    holders: [
      {
        nome: 'Marcos Vinícius Rocha',
        taxId: '41820357635',
        agencia: '0012',
        conta: '45678901',
        keys: [
          { tipo: PixKeyType.CPF, chave: '41820357635' },
          { tipo: PixKeyType.EMAIL, chave: 'marcos.rocha@horizonte.example' },
        ],
      },
      {
        nome: 'Juliana Alves Martins',
        taxId: '52731986409',
        agencia: '0012',
        conta: '45678928',
        keys: [{ tipo: PixKeyType.PHONE, chave: '+5511987654321' }],
      },
      {
        // A company with a letters-and-digits CNPJ (issued since July 2026): Pix by agency and
        // account and TED reach it with the CNPJ as typed, 12.ABC.345/01DE-35.
        nome: 'Ateliê Aurora Ltda',
        taxId: '12ABC34501DE35',
        agencia: '0012',
        conta: '45679036',
        keys: [{ tipo: PixKeyType.EVP, chave: '0b7d2c4e-5f6a-4b8c-9d1e-2f3a4b5c6d7e' }],
      },
      {
        // Keys registered by someone else: any demo customer may claim them by ownership (posse).
        nome: 'Rafael Nunes Pereira',
        taxId: '73821594691',
        agencia: '0012',
        conta: '45679010',
        keys: [
          { tipo: PixKeyType.PHONE, chave: '+5511955550001' },
          { tipo: PixKeyType.EMAIL, chave: 'rafael.nunes@horizonte.example' },
        ],
      },
    ],
  },
  {
    ispb: '90400002',
    nome: 'Cooperativa Vale Verde',
    codigo: '902',
    holders: [
      {
        nome: 'Padaria Pão Dourado Ltda',
        taxId: '12345678000195',
        agencia: '0003',
        conta: '10203040',
        keys: [
          { tipo: PixKeyType.CNPJ, chave: '12345678000195' },
          { tipo: PixKeyType.EVP, chave: '2f1b6c9e-8a4d-4e7b-9c3a-5d6e7f8a9b0c' },
        ],
      },
      {
        // The receiver of the central bank's BR Code manual examples (packages/core/src/pix/test-vectors.ts),
        // so that those codes, pasted or scanned, can be reviewed and paid.
        nome: 'Fulano de Tal',
        taxId: '39518462089',
        agencia: '0003',
        conta: '10203058',
        keys: [{ tipo: PixKeyType.EVP, chave: '123e4567-e12b-12d1-a456-426655440000' }],
      },
    ],
  },
  {
    ispb: '90400003',
    nome: 'Pagar Fácil IP',
    codigo: '903',
    holders: [
      {
        nome: 'Pedro Henrique Santos',
        taxId: '60385714262',
        agencia: '0001',
        conta: '77001122',
        keys: [
          { tipo: PixKeyType.EVP, chave: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
          { tipo: PixKeyType.EMAIL, chave: 'pedro.santos@pagarfacil.example' },
        ],
      },
      {
        // The demo customer Carla's keys at another institution: she may bring them (portability).
        nome: 'Carla Mendes Oliveira',
        taxId: '14687022707',
        agencia: '0001',
        conta: '77003344',
        keys: [
          { tipo: PixKeyType.PHONE, chave: '+5521976540001' },
          { tipo: PixKeyType.EMAIL, chave: 'carla.mendes@pagarfacil.example' },
        ],
      },
      {
        // Withdrawal points (Pix Saque and Troco): pix-withdraw-points.ts.
        nome: 'Mercado Bom Preço Ltda',
        taxId: '11223344000186',
        agencia: '0001',
        conta: '77005566',
        keys: [{ tipo: PixKeyType.CNPJ, chave: '11223344000186' }],
      },
      {
        nome: 'Rede Saque Fácil S.A.',
        taxId: '55667788000186',
        agencia: '0001',
        conta: '77007788',
        keys: [{ tipo: PixKeyType.CNPJ, chave: '55667788000186' }],
      },
    ],
  },
];

/**
 * Writes the institutions and their keys into the directory, and the withdrawal points (part of the
 * seed, and run again on every start: what is missing is added, nothing present is changed, so a key
 * a customer claimed away stays where it went).
 */
export async function seedPixInstitutions(trx: Trx): Promise<void> {
  for (const inst of SANDBOX_INSTITUTIONS) {
    await trx
      .insertInto('pix_institution')
      .values({ ispb: inst.ispb, nome: inst.nome, codigo: inst.codigo })
      .onConflict((oc) => oc.column('ispb').doNothing())
      .execute();
    for (const holder of inst.holders) {
      for (const key of holder.keys) {
        await trx
          .insertInto('pix_key')
          .values({
            chave: key.chave,
            tipo: key.tipo,
            account_id: null,
            institution_ispb: inst.ispb,
            holder_name: holder.nome,
            holder_tax_id: holder.taxId,
            holder_agencia: holder.agencia,
            holder_conta: holder.conta,
          })
          .onConflict((oc) => oc.column('chave').doNothing())
          .execute();
      }
    }
  }
  await seedWithdrawPoints(trx);
}
