import { z } from 'zod';
import { accountKey, digits, pin } from '../../schemas.ts';

export const cardKey = z.string().min(1).max(64);

export const byAccount = z.object({ chaveDeConta: accountKey });
export const byCard = z.object({ chaveDeCartao: cardKey });

export const unblockWrongPin = z.object({ chaveDeCartao: cardKey, senha: pin });

/** The arrival unblock: expiry, CVV, the PIN and the PIN again (they must match). */
export const unblockArrival = z
  .object({
    chaveDeCartao: cardKey,
    dataExpiracao: z.string().min(4).max(5),
    cvv: z.string().regex(/^\d{3}$/, 'deve ter 3 dígitos'),
    senha: pin,
    confirmacaoSenha: pin,
    /** The one-time code of token/gerar-2fa-alteracao-pin-cartao. */
    token: z.string().regex(/^\d{6}$/, 'deve ter 6 dígitos'),
  })
  .refine((v) => v.senha === v.confirmacaoSenha, {
    path: ['confirmacaoSenha'],
    message: 'deve ser igual à senha',
  });

/** The second copy: why, and where to deliver it (the CEP is looked up; the number typed). */
export const secondCopy = z.object({
  chaveDeCartao: cardKey,
  motivo: z.enum(['ROUBO', 'PERDA', 'DANIFICADO']),
  cep: digits(8, 8, 'deve ter 8 dígitos', 'dash'),
  numero: z.string().trim().min(1).max(10),
  complemento: z.string().trim().max(60).optional(),
});

export const contactless = z.object({ chaveDeCartao: cardKey, permiteContactless: z.boolean() });

/** The card-unblock code's channel: 2 SMS, 3 e-mail (second-factor types, cross-cutting.md section 9). */
export const unblockCode = z.object({
  chaveDeCartao: cardKey,
  tipoSegundoFator: z.union([z.literal(2), z.literal(3)]),
});

export const changeCardPin = z.object({ chaveDeCartao: cardKey, senhaAtual: pin, novaSenha: pin });

/** The forgotten card PIN: the code of token/gerar-2fa-alteracao-pin-cartao and the new PIN twice. */
export const changeCardPinByCode = z
  .object({
    chaveDeCartao: cardKey,
    token: z.string().regex(/^\d{6}$/, 'deve ter 6 dígitos'),
    novaSenha: pin,
    confirmacaoSenha: pin,
  })
  .refine((v) => v.novaSenha === v.confirmacaoSenha, {
    path: ['confirmacaoSenha'],
    message: 'deve ser igual à nova senha',
  });

/** The first physical card: the account and the delivery address (the CEP looked up, the number typed). */
export const physicalCard = z.object({
  chaveDeConta: accountKey,
  cep: digits(8, 8, 'deve ter 8 dígitos', 'dash'),
  numero: z.string().trim().min(1).max(10),
  complemento: z.string().trim().max(60).optional(),
});
