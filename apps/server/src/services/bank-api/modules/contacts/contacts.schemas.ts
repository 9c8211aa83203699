import { isValidCnpj, isValidCpf, isValidName, stripCnpj } from '@carteira/core/br';
import { dictKeyType, normalizePixKey, PixKeyType, validatePixKey } from '@carteira/core/pix';
import { z } from 'zod';
import { digits } from '../../schemas.ts';

/** The most contacts a customer may keep, and keys a contact may hold (one page of details). */
export const MAX_CONTACTS = 500;
export const MAX_KEYS_PER_CONTACT = 20;
/** wallet.md section 9: contact details page size. */
export const KEYS_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 20;
export const NAME_MAX_LENGTH = 140;
export const NICKNAME_MAX_LENGTH = 40;

/** Letters, digits, spaces and the punctuation of a company name; no control characters. */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\s.,&'\-/()]+$/u;

/** CPF (11 digits) or CNPJ (14 characters, letters allowed), masks removed. */
export const taxId = z
  .string()
  .max(20, 'deve ser um CPF ou CNPJ')
  .transform((v) => stripCnpj(v))
  .refine(
    (v) => (v.length === 11 ? isValidCpf(v) : v.length === 14 && isValidCnpj(v)),
    'deve ser um CPF ou CNPJ válido',
  );

const nickname = z
  .string()
  .trim()
  .max(NICKNAME_MAX_LENGTH, `deve ter no máximo ${NICKNAME_MAX_LENGTH} caracteres`)
  .refine((v) => v === '' || PRINTABLE.test(v), 'tem caracteres não aceitos')
  .transform((v) => (v === '' ? null : v));

/** Optional; empty or null clears it. */
export const apelido = z.union([nickname, z.null()]).optional();

export const fullName = z
  .string()
  .trim()
  .min(1, 'é obrigatório')
  .max(NAME_MAX_LENGTH, `deve ter no máximo ${NAME_MAX_LENGTH} caracteres`)
  .refine((v) => PRINTABLE.test(v), 'tem caracteres não aceitos')
  .transform((v) => v.replace(/\s+/g, ' '));

const KEY_TYPES = [
  PixKeyType.CPF,
  PixKeyType.CNPJ,
  PixKeyType.PHONE,
  PixKeyType.EMAIL,
  PixKeyType.EVP,
] as const;

const institution = digits(3, 8, 'deve ser o ISPB (8 dígitos) ou o código do banco (3 dígitos)').refine(
  (v) => v.length === 3 || v.length === 8,
  'deve ser o ISPB (8 dígitos) ou o código do banco (3 dígitos)',
);

/** A random key of any UUID version (the directory holds some that are not version 4). */
function isKeyOf(tipo: PixKeyType, key: string): boolean {
  return tipo === PixKeyType.EVP ? dictKeyType(key) === PixKeyType.EVP : validatePixKey(tipo, key);
}

/**
 * One key of a contact: a Pix key of a type (normalized to its DICT form), or an agency and account
 * at an institution (tipoDeConta 1 by default). Not both, not neither.
 */
export const contactKey = z
  .object({
    tipoChavePix: z.union(KEY_TYPES.map((t) => z.literal(t))).optional(),
    chavePix: z.string().max(120, 'deve ter no máximo 120 caracteres').optional(),
    codigoOuISPB: institution.optional(),
    agencia: digits(1, 4, 'deve ter de 1 a 4 dígitos').optional(),
    conta: digits(1, 20, 'deve ter de 1 a 20 dígitos', 'dash').optional(),
    tipoDeConta: z.number().int().min(1).max(4).default(1),
  })
  .transform((k, ctx) => {
    const pix = k.tipoChavePix !== undefined || k.chavePix !== undefined;
    const account = k.codigoOuISPB !== undefined || k.agencia !== undefined || k.conta !== undefined;
    if (pix === account) {
      ctx.addIssue({
        code: 'custom',
        message: 'deve ter uma chave Pix e seu tipo, ou instituição, agência e conta',
      });
      return z.NEVER;
    }
    if (pix) {
      if (k.tipoChavePix === undefined || k.chavePix === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [k.tipoChavePix === undefined ? 'tipoChavePix' : 'chavePix'],
          message: 'é obrigatório',
        });
        return z.NEVER;
      }
      const chave = normalizePixKey(k.tipoChavePix, k.chavePix);
      if (!isKeyOf(k.tipoChavePix, chave)) {
        ctx.addIssue({
          code: 'custom',
          path: ['chavePix'],
          message: 'não é uma chave Pix válida do tipo informado',
        });
        return z.NEVER;
      }
      return { kind: 'pix' as const, tipoChavePix: k.tipoChavePix as number, chavePix: chave };
    }
    for (const field of ['codigoOuISPB', 'agencia', 'conta'] as const) {
      if (k[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'é obrigatório' });
        return z.NEVER;
      }
    }
    return {
      kind: 'account' as const,
      codigoOuISPB: k.codigoOuISPB as string,
      agencia: (k.agencia as string).padStart(4, '0'),
      conta: k.conta as string,
      tipoDeConta: k.tipoDeConta,
    };
  });

export type ContactKeyInput = z.output<typeof contactKey>;

export const contactId = z.string().min(1).max(64);

export const createContact = z
  .object({
    identificacaoFiscal: taxId,
    nomeCompleto: fullName,
    apelido,
    chaves: z
      .array(contactKey)
      .min(1, 'deve ter ao menos uma chave')
      .max(MAX_KEYS_PER_CONTACT, `deve ter no máximo ${MAX_KEYS_PER_CONTACT} chaves`),
  })
  .superRefine((v, ctx) => {
    if (v.identificacaoFiscal.length === 11 && !isValidName(v.nomeCompleto)) {
      ctx.addIssue({ code: 'custom', path: ['nomeCompleto'], message: 'deve ter só letras e espaços' });
    }
    v.chaves.forEach((k, i) => {
      // A CPF or CNPJ key is the holder's own document: it must be this contact's.
      if (k.kind === 'pix' && (k.tipoChavePix === PixKeyType.CPF || k.tipoChavePix === PixKeyType.CNPJ)) {
        if (k.chavePix !== v.identificacaoFiscal) {
          ctx.addIssue({
            code: 'custom',
            path: ['chaves', i, 'chavePix'],
            message: 'deve ser o CPF ou CNPJ do próprio contato',
          });
        }
      }
    });
  });

export type CreateContactInput = z.output<typeof createContact>;

export const listContacts = z.object({
  /** By name (nickname first when there is one): A to Z or Z to A. */
  ordenacao: z.enum(['ASC', 'DESC']).default('ASC'),
  nome: z.string().trim().max(NAME_MAX_LENGTH, `deve ter no máximo ${NAME_MAX_LENGTH} caracteres`).optional(),
  pagina: z.number().int().min(1).max(10_000).default(1),
  tamanhoPagina: z.number().int().min(1).max(100).default(LIST_PAGE_SIZE),
});

export type ListContactsInput = z.output<typeof listContacts>;

export const contactKeys = z.object({
  favoritoId: contactId,
  pagina: z.number().int().min(1).max(10_000).default(1),
  tamanhoPagina: z.number().int().min(1).max(KEYS_PAGE_SIZE).default(KEYS_PAGE_SIZE),
});

export const deleteKey = z.object({ favoritoId: contactId, chaveId: z.string().min(1).max(64) });

export const deleteContact = z.object({ favoritoId: contactId });

export const updateContact = z
  .object({ favoritoId: contactId, nomeCompleto: fullName.optional(), apelido })
  .refine((v) => v.nomeCompleto !== undefined || v.apelido !== undefined, {
    message: 'deve trazer nomeCompleto ou apelido',
  });
