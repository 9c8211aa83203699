import {
  DESCRIPTION_MAX_LENGTH,
  detectKeyType,
  dictKeyType,
  normalizePixKey,
  PixKeyType,
  validatePixKey,
} from '@carteira/core/pix';
import { z } from 'zod';
import { accountKey, cpfOrCnpj, digits, pin, positiveReais } from '../../schemas.ts';
import { END_TO_END_PATTERN } from './end-to-end.ts';

const INVALID_KEY = 'não é uma chave Pix válida';

/** A key as typed, in whatever form: brought to the DICT form of the type it looks like. */
export const anyKey = z
  .string()
  .max(120, 'deve ter no máximo 120 caracteres')
  .transform((text) => {
    const exact = text.trim();
    if (dictKeyType(exact) !== null) return exact;
    return normalizePixKey(detectKeyType(exact), exact);
  })
  .refine((key) => dictKeyType(key) !== null, INVALID_KEY);

/** A key of one type, normalized and validated as the DICT wants it. */
export const keyOf = (tipo: PixKeyType) =>
  z
    .string()
    .max(120, 'deve ter no máximo 120 caracteres')
    .transform((text) => normalizePixKey(tipo, text))
    .refine((key) => validatePixKey(tipo, key), INVALID_KEY);

/** The type of a key that needs a validation code: 3 or "PHONE", 4 or "EMAIL". */
export const tokenKeyType = z
  .union([z.literal(PixKeyType.PHONE), z.literal(PixKeyType.EMAIL), z.enum(['PHONE', 'EMAIL'])])
  .transform((t) => (typeof t === 'number' ? t : PixKeyType[t]));

export const validationCode = z.string().regex(/^\d{6}$/, 'deve ter 6 dígitos');

export const description = z.string().max(140, 'deve ter no máximo 140 caracteres').optional();

export const accountOnly = z.object({ chaveDeConta: accountKey });

export const tokenRequest = z
  .object({ chaveDeConta: accountKey, tipoChave: tokenKeyType, chave: z.string().max(120) })
  .transform((v, ctx) => {
    const chave = normalizePixKey(v.tipoChave, v.chave);
    if (!validatePixKey(v.tipoChave, chave)) {
      ctx.addIssue({ code: 'custom', path: ['chave'], message: INVALID_KEY });
      return z.NEVER;
    }
    return { chaveDeConta: v.chaveDeConta, tipo: v.tipoChave, chave };
  });

export const keyOrder = z.object({
  chaveDeConta: accountKey,
  pin,
  valor: positiveReais,
  chave: anyKey,
  descricao: description,
  /** The end-to-end id of the look-up that showed this key's holder; without it the payment makes one. */
  endToEnd: z
    .string()
    .regex(END_TO_END_PATTERN, 'deve ser o identificador fim a fim da consulta da chave')
    .optional(),
});

export const staticQr = z.object({
  chaveDeConta: accountKey,
  chave: anyKey,
  valor: positiveReais.optional(),
  descricao: z
    .string()
    .max(DESCRIPTION_MAX_LENGTH, `deve ter no máximo ${DESCRIPTION_MAX_LENGTH} caracteres`)
    .optional(),
  txid: z
    .string()
    .regex(/^[A-Za-z0-9]{1,25}$/, 'deve ter de 1 a 25 letras ou dígitos')
    .optional(),
});

export const qrText = z.string().min(1).max(512, 'deve ter no máximo 512 caracteres');

export const qrOrder = z
  .object({
    chaveDeConta: accountKey,
    pin,
    /** The code as read; the spec's payload names the reading instead (endToEnd and its echo). */
    qrCode: qrText.optional(),
    endToEnd: z
      .string()
      .regex(END_TO_END_PATTERN, 'deve ser o identificador fim a fim da leitura do QR Code')
      .optional(),
    tipoQRCode: z.union([z.literal(1), z.literal(2)]).optional(),
    chaveEnderecamento: anyKey.nullable().optional(),
    referenciaInterna: z.string().max(35).nullable().optional(),
    valorOperacao: positiveReais.optional(),
    valor: positiveReais.optional(),
    descricao: description,
    /** Pix Saque (1) or Troco (2) at a withdrawal point; absent for an ordinary payment. */
    finalidadeDaTransacao: z.union([z.literal(1), z.literal(2)]).optional(),
    valorSaqueTroco: positiveReais.optional(),
    modalidadeAgente: z.enum(['AGTEC', 'AGTOT', 'AGPSS']).optional(),
    prestadorDoServicoDeSaque: z
      .string()
      .regex(/^\d{8}$/, 'deve ter 8 dígitos')
      .optional(),
  })
  .refine((b) => b.qrCode !== undefined || b.endToEnd !== undefined, {
    message: "informe 'endToEnd' (a leitura do QR Code) ou 'qrCode'",
    path: ['endToEnd'],
  });

export const agencyOrder = z.object({
  chaveDeConta: accountKey,
  pin,
  valor: positiveReais,
  codInstituicaoBeneficiario: digits(
    3,
    8,
    'deve ser o ISPB (8 dígitos) ou o código do banco (3 dígitos)',
  ).refine(
    (v) => v.length === 3 || v.length === 8,
    'deve ser o ISPB (8 dígitos) ou o código do banco (3 dígitos)',
  ),
  agenciaBeneficiario: digits(1, 4, 'deve ter de 1 a 4 dígitos'),
  contaBeneficiario: digits(1, 20, 'deve ter de 1 a 20 dígitos', 'dash'),
  /** 1 checking, 2 savings, 3 salary, 4 payment account. */
  tipoContaBeneficiario: z.number().int().min(1).max(4),
  /** CPF or CNPJ, the letters-and-digits CNPJ included. */
  identificacaoFiscalBeneficiario: cpfOrCnpj,
  nomeBeneficiario: z.string().trim().min(1, 'é obrigatório').max(140, 'deve ter no máximo 140 caracteres'),
  descricao: description,
});

export const returnOrder = z.object({
  chaveDeConta: accountKey,
  pin,
  idTransacao: z.string().min(1).max(64),
  valor: positiveReais,
  /** 7: a return the customer who received the Pix asks for (the only reason accepted). */
  motivo: z.literal(7).default(7),
  descricao: description,
});
