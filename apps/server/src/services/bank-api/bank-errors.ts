import { BankCode } from '@carteira/core/errors';
import { type BankFailure, failure } from './bank-answer.ts';

/**
 * The codes this server answers with (from @carteira/core/errors), their HTTP status and the pt-BR
 * message the customer may see.
 */
export const BANK_CODES = {
  ENVELOPE_REFUSED: { code: BankCode.InvalidRequest, status: 400, message: 'Requisição inválida' },
  VALIDATION: { code: BankCode.ValidationErrors, status: 400, message: 'Dados inválidos' },
  SAME_ACCOUNT: {
    code: BankCode.SameAccountTransfer,
    status: 400,
    message: 'A conta de destino é a mesma de origem',
  },
  DUPLICATE_IDEMPOTENCY: {
    code: BankCode.DuplicateIdempotencyKey,
    status: 409,
    message: 'Chave de idempotência já usada em outra requisição',
  },
  SESSION_EXPIRED: {
    code: BankCode.SessionExpired,
    status: 401,
    message: 'Sessão expirada. Entre novamente',
  },
  NOT_FOUND_PATH: { code: BankCode.PathNotFound, status: 404, message: 'Serviço não encontrado' },
  ACCOUNT_NOT_FOUND: { code: BankCode.AccountNotFound, status: 404, message: 'Conta não encontrada' },
  CEP_NOT_FOUND: { code: BankCode.CepNotFound, status: 404, message: 'CEP não encontrado' },
  TRANSACTION_NOT_FOUND: {
    code: BankCode.TransactionNotFound,
    status: 404,
    message: 'Transação não encontrada',
  },
  CUSTOMER_NOT_FOUND: { code: BankCode.CustomerNotFound, status: 404, message: 'Cliente não encontrado' },
  PIX_KEY_NOT_FOUND: { code: BankCode.PixKeyNotFound, status: 404, message: 'Chave Pix não encontrada' },
  NO_KEY_FOR_PARAMETERS: {
    code: BankCode.NoKeyForParameters,
    status: 404,
    message: 'Nenhuma chave encontrada para os parâmetros informados',
  },
  PIX_KEY_TAKEN: {
    code: BankCode.PixKeyAlreadyRegistered,
    status: 409,
    message: 'Chave Pix já cadastrada',
  },
  PIX_KEY_LIMIT: {
    code: BankCode.PixKeyLimitReached,
    status: 400,
    message: 'Limite de 5 chaves Pix por conta atingido',
  },
  PIX_TOKEN_INVALID: {
    code: BankCode.IncorrectToken,
    status: 400,
    message: 'Código de validação incorreto ou expirado',
  },
  PIX_QR_INVALID: { code: BankCode.InvalidPixQrCode, status: 400, message: 'QR Code Pix inválido' },
  PIX_HOLDER_MISMATCH: {
    code: BankCode.PixHolderMismatch,
    status: 400,
    message: 'O CPF/CNPJ informado não é o do titular da conta de destino',
  },
  PIX_RETURN_EXCEEDS: {
    code: BankCode.PixReturnExceedsAmount,
    status: 400,
    message: 'O valor da devolução é maior que o saldo a devolver deste Pix',
  },
  PIX_NOT_RETURNABLE: {
    code: BankCode.PixNotReturnable,
    status: 400,
    message: 'Este Pix não pode ser devolvido',
  },
  PIX_LIMIT_EXCEEDED: {
    code: BankCode.PixLimitExceeded,
    status: 400,
    message: 'Valor acima do limite Pix disponível',
  },
  PIX_CHARGE_EXPIRED: { code: BankCode.PixChargeExpired, status: 400, message: 'Cobrança Pix vencida' },
  PIX_CHARGE_PAID: { code: BankCode.PixChargeAlreadyPaid, status: 409, message: 'Cobrança Pix já paga' },
  PIX_SCHEDULE_NOT_FOUND: {
    code: BankCode.PixScheduleNotFound,
    status: 404,
    message: 'Agendamento Pix não encontrado ou não pode mais ser alterado',
  },
  PIX_CLAIM_REFUSED: {
    code: BankCode.PixClaimRefused,
    status: 400,
    message: 'Reivindicação de chave Pix não permitida',
  },
  PIX_CLAIM_NOT_FOUND: {
    code: BankCode.PixClaimNotFound,
    status: 404,
    message: 'Reivindicação de chave Pix não encontrada',
  },
  PIX_CLAIM_WRONG_STATE: {
    code: BankCode.PixClaimWrongState,
    status: 409,
    message: 'Esta etapa não é permitida na situação atual da reivindicação',
  },
  PIX_LOOKUP_LIMITED: {
    code: BankCode.PixKeyLookupLimited,
    status: 429,
    message: 'Muitas consultas de chave Pix. Aguarde e tente novamente',
  },
  PIX_WITHDRAW_REFUSED: {
    code: BankCode.PixWithdrawRefused,
    status: 400,
    message: 'Pix Saque ou Troco não permitido',
  },
  PIX_PAYLOAD_UNAVAILABLE: {
    code: BankCode.PixPayloadUnavailable,
    status: 502,
    message: 'Não foi possível carregar os dados deste QR Code Pix agora',
  },
  CONTACT_NOT_FOUND: { code: BankCode.ContactNotFound, status: 404, message: 'Contato não encontrado' },
  CONTACT_LIMIT: {
    code: BankCode.ContactLimitReached,
    status: 400,
    message: 'Limite de contatos ou de chaves do contato atingido',
  },
  WRONG_PIN: { code: BankCode.IncorrectPin, status: 400, message: 'PIN incorreto' },
  PIN_BLOCKED: {
    code: BankCode.PinBlocked,
    status: 423,
    message: 'PIN bloqueado após 5 tentativas incorretas',
  },
  INSUFFICIENT_BALANCE: { code: BankCode.InsufficientBalance, status: 400, message: 'Saldo insuficiente' },
  PASSWORD_BLOCKED: {
    code: BankCode.PasswordBlocked,
    status: 423,
    message: 'Senha inválida. Sua senha foi bloqueada',
  },
  WRONG_CODE: {
    code: BankCode.IncorrectVerificationCode,
    status: 400,
    message: 'Código de verificação incorreto ou expirado',
  },
  PASSWORD_CHANGE_REFUSED: {
    code: BankCode.PasswordChangeError,
    status: 400,
    message: 'Não foi possível alterar a senha',
  },
  EMAIL_ALREADY_CONFIRMED: {
    code: BankCode.EmailAlreadyConfirmed,
    status: 409,
    message: 'O e-mail já foi confirmado',
  },
  TRY_LATER: {
    code: BankCode.ResendTooSoon,
    status: 429,
    message: 'Aguarde um pouco e tente novamente',
  },
  WRONG_LOGIN: { code: BankCode.InvalidCredentials, status: 400, message: 'CPF ou senha inválidos' },
  CARD_NOT_FOUND: { code: BankCode.CardNotFound, status: 404, message: 'Cartão não encontrado' },
  CARDS_UNAVAILABLE: {
    code: BankCode.CardsUnavailable,
    status: 503,
    message: 'Cartões indisponíveis no momento',
  },
  CARD_BLOCK_ERROR: {
    code: BankCode.CardBlockError,
    status: 400,
    message: 'Não foi possível bloquear ou desbloquear o cartão',
  },
  CARD_ALREADY_BLOCKED: { code: BankCode.CardAlreadyBlocked, status: 409, message: 'Cartão já bloqueado' },
  INVALID_EXPIRY: {
    code: BankCode.InvalidExpirationDate,
    status: 400,
    message: 'Data de validade inválida',
  },
  INVALID_CARD_DATA: { code: BankCode.InvalidCardData, status: 400, message: 'Dados do cartão incorretos' },
  VIRTUAL_CARD_LIMIT: {
    code: BankCode.VirtualCardLimit,
    status: 409,
    message: 'Você já tem um cartão virtual',
  },
  QR_PAYMENT_UNREADABLE: {
    code: BankCode.QrPaymentUnreadable,
    status: 400,
    message: 'QR code de pagamento inválido',
  },
  QR_PAYMENT_EXPIRED: {
    code: BankCode.QrPaymentExpired,
    status: 400,
    message: 'QR code de pagamento expirado',
  },
  QR_PAYMENT_ALREADY_PAID: {
    code: BankCode.QrPaymentAlreadyPaid,
    status: 409,
    message: 'QR code de pagamento já pago',
  },
  QR_PAYMENT_AMOUNT_CHANGED: {
    code: BankCode.QrPaymentAmountChanged,
    status: 400,
    message: 'O valor não é o do QR code',
  },
  QR_PAYMENT_RETURN_REFUSED: {
    code: BankCode.QrPaymentReturnRefused,
    status: 400,
    message: 'Endereço de retorno não autorizado',
  },
  QR_PAYMENT_NOT_FOUND: {
    code: BankCode.QrPaymentNotFound,
    status: 404,
    message: 'QR code de pagamento não encontrado',
  },
  BOLETO_UNREADABLE: { code: BankCode.BoletoUnreadable, status: 400, message: 'Código de boleto inválido' },
  BOLETO_ALREADY_PAID: { code: BankCode.BoletoAlreadyPaid, status: 409, message: 'Boleto já pago' },
  BOLETO_NOT_PAYABLE: {
    code: BankCode.BoletoNotPayable,
    status: 400,
    message: 'Boleto fora do prazo de pagamento',
  },
  BOLETO_AMOUNT_REFUSED: {
    code: BankCode.BoletoAmountRefused,
    status: 400,
    message: 'Valor não aceito por este boleto',
  },
  DEPOSIT_BOLETO_LIMIT: {
    code: BankCode.DepositBoletoLimit,
    status: 400,
    message: 'Valor acima do limite diário de depósito por boleto',
  },
  BOLETO_SCHEDULE_DATE: {
    code: BankCode.BoletoScheduleDateRefused,
    status: 400,
    message: 'Data de agendamento inválida: escolha um dia útil a partir de hoje',
  },
  BOLETO_NOT_FOUND: { code: BankCode.BoletoNotFound, status: 404, message: 'Boleto não encontrado' },
  BOLETO_SCHEDULE_NOT_FOUND: {
    code: BankCode.BoletoScheduleNotFound,
    status: 404,
    message: 'Agendamento de boleto não encontrado ou não pode mais ser alterado',
  },
  DEPOSIT_BOLETO_NOT_FOUND: {
    code: BankCode.DepositBoletoNotFound,
    status: 404,
    message: 'Boleto de depósito não encontrado ou não pode mais ser cancelado',
  },
  CARD_PURCHASE_REFUSED: {
    code: BankCode.CardPurchaseRefused,
    status: 400,
    message: 'Compra recusada: cartão bloqueado ou cancelado',
  },
  CARD_PURCHASE_NOT_FOUND: {
    code: BankCode.CardPurchaseNotFound,
    status: 404,
    message: 'Compra não encontrada',
  },
  RECHARGE_REFUSED: {
    code: BankCode.RechargeRefused,
    status: 400,
    message: 'Recarga não oferecida pela operadora para este DDD',
  },
  RECHARGE_NUMBER_INVALID: {
    code: BankCode.RechargeNumberInvalid,
    status: 400,
    message: 'Número de celular inválido: 9 dígitos começando com 9',
  },
  AREA_CODE_INVALID: { code: BankCode.InvalidAreaCode, status: 400, message: 'DDD inválido' },
  ATM_CODE_EXPIRED: {
    code: BankCode.AtmCodeExpired,
    status: 400,
    message: 'Código do caixa eletrônico expirado. Peça um novo no caixa',
  },
  ATM_CODE_USED: { code: BankCode.AtmCodeUsed, status: 409, message: 'Este código de saque já foi usado' },
  ATM_AMOUNT_REFUSED: {
    code: BankCode.AtmAmountRefused,
    status: 400,
    message: 'Valor de saque não permitido',
  },
  ATM_CODE_NOT_FOUND: {
    code: BankCode.AtmCodeNotFound,
    status: 404,
    message: 'Código de caixa eletrônico não reconhecido',
  },
  INCORRECT_DETAILS: { code: BankCode.IncorrectDetails, status: 404, message: 'Incorrect Details' },
  TED_OUTSIDE_WINDOW: {
    code: BankCode.TedOutsideWindow,
    status: 400,
    message: 'Fora do horário da TED (dias úteis, das 6h30 às 17h)',
  },
  TED_SCHEDULE_DATE: {
    code: BankCode.TedScheduleDateRefused,
    status: 400,
    message: 'A data do agendamento deve ser um dia útil a partir de hoje',
  },
  NEW_DEVICE_LOGIN: {
    code: BankCode.NewDeviceLogin,
    status: 403,
    message: 'Novo aparelho detectado. Confirme com o código enviado ao seu celular',
  },
  /** 40250: no trusted device with this key among the customer's own, or it was removed (decision 0033). */
  DEVICE_NOT_FOUND: {
    code: BankCode.DeviceNotFound,
    status: 404,
    message: 'Aparelho não encontrado',
  },
  TED_SCHEDULE_NOT_FOUND: {
    code: BankCode.TedScheduleNotFound,
    status: 404,
    message: 'Agendamento de TED não encontrado',
  },
  EMAIL_IN_USE: { code: BankCode.EmailInUse, status: 409, message: 'Este e-mail já está em uso' },
  PHONE_IN_USE: { code: BankCode.PhoneInUse, status: 409, message: 'Este celular já está em uso' },
  PROFILE_CHANGE_NOT_FOUND: {
    code: BankCode.ProfileChangeNotFound,
    status: 404,
    message: 'Alteração de cadastro não encontrada ou expirada',
  },
  ACCOUNT_BLOCKED: {
    code: BankCode.AccountBlocked,
    status: 403,
    message: 'Conta bloqueada. Não é possível movimentar esta conta',
  },
  ACCOUNT_CLOSED: { code: BankCode.AccountClosed, status: 403, message: 'Conta encerrada' },
  IMAGE_TOO_LARGE: { code: BankCode.ImageTooLarge, status: 400, message: 'Imagem acima de 2 MB' },
  IMAGE_FORMAT_REFUSED: {
    code: BankCode.ImageFormatRefused,
    status: 400,
    message: 'A imagem deve ser JPEG ou PNG',
  },
  ACCOUNT_NOT_CLOSABLE: {
    code: BankCode.AccountNotClosable,
    status: 409,
    message: 'A conta ainda não pode ser encerrada',
  },
  FACE_NOT_MATCHED: {
    code: BankCode.FaceNotMatched,
    status: 400,
    message: 'Não foi possível confirmar sua identidade pela selfie',
  },
  UNBLOCK_NOT_ALLOWED: {
    code: BankCode.UnblockNotAllowed,
    status: 403,
    message: 'Este bloqueio não pode ser retirado pelo app',
  },
  FGTS_NOT_REGISTERED: {
    code: BankCode.FgtsNotRegistered,
    status: 422,
    message: 'Você não aderiu ao saque-aniversário ou não autorizou este banco a consultar seu FGTS',
  },
  FGTS_BALANCE_REFUSED: {
    code: BankCode.FgtsBalanceRefused,
    status: 422,
    message: 'Saldo do FGTS insuficiente para a antecipação',
  },
  FGTS_ANNIVERSARY_TOO_CLOSE: {
    code: BankCode.FgtsAnniversaryTooClose,
    status: 422,
    message: 'Seu aniversário está próximo: a antecipação fica disponível depois do saque deste ano',
  },
  FGTS_OPERATOR_FAILURE: {
    code: BankCode.FgtsOperatorFailure,
    status: 502,
    message: 'A Caixa não respondeu. Tente novamente mais tarde',
  },
  FGTS_AMOUNT_REFUSED: {
    code: BankCode.FgtsAmountRefused,
    status: 400,
    message: 'Valor fora dos limites da antecipação',
  },
  FGTS_CONTRACT_OPEN: {
    code: BankCode.FgtsContractOpen,
    status: 409,
    message: 'Você já tem uma antecipação do FGTS em andamento',
  },
  FGTS_NOT_FOUND: { code: BankCode.FgtsNotFound, status: 404, message: 'Antecipação não encontrada' },
  FGTS_RATE_ABOVE_CAP: {
    code: BankCode.FgtsRateAboveCap,
    status: 422,
    message: 'A antecipação está indisponível no momento',
  },
  FGTS_WITHDRAWAL_CLOSED: {
    code: BankCode.FgtsWithdrawalClosed,
    status: 409,
    message: 'Não é mais possível desistir desta antecipação',
  },
  PORTABILITY_NOT_CLT: {
    code: BankCode.PortabilityNotClt,
    status: 400,
    message: 'A portabilidade de salário vale para salários de contrato CLT (carteira assinada)',
  },
  PORTABILITY_DUPLICATE: {
    code: BankCode.PortabilityDuplicate,
    status: 409,
    message: 'Já existe uma portabilidade deste empregador em andamento ou ativa',
  },
  PORTABILITY_NOT_CANCELLABLE: {
    code: BankCode.PortabilityNotCancellable,
    status: 409,
    message: 'Esta portabilidade não pode mais ser cancelada',
  },
  PORTABILITY_NOT_FOUND: {
    code: BankCode.PortabilityNotFound,
    status: 404,
    message: 'Portabilidade não encontrada',
  },
  PORTABILITY_NOT_IN_FORCE: {
    code: BankCode.PortabilityNotInForce,
    status: 409,
    message: 'A portabilidade não está em vigor',
  },
  GIFT_CARD_CODE_INVALID: {
    code: BankCode.GiftCardCodeInvalid,
    status: 400,
    message: 'Código de cartão-presente inválido, já resgatado ou vencido',
  },
  GIFT_CARD_LOCKED: {
    code: BankCode.GiftCardLocked,
    status: 423,
    message: 'Resgate de cartão-presente bloqueado por excesso de tentativas',
  },
  GIFT_CARD_HOLDER_NOT_REGISTERED: {
    code: BankCode.GiftCardHolderNotRegistered,
    status: 409,
    message: 'Cliente não cadastrado nos cartões-presente',
  },
  GIFT_CARD_NOT_FOUND: {
    code: BankCode.GiftCardNotFound,
    status: 404,
    message: 'Cartão-presente não encontrado',
  },
  GIFT_CARD_PROMOTION_UNAVAILABLE: {
    code: BankCode.GiftCardPromotionUnavailable,
    status: 409,
    message: 'Não há cartão-presente a emitir para este celular',
  },
  GIFT_CARD_HOLDER_MISMATCH: {
    code: BankCode.GiftCardHolderMismatch,
    status: 400,
    message: 'Os dados do cadastro não são os da conta',
  },
  REWARDS_UNAVAILABLE: {
    code: BankCode.RewardsUnavailable,
    status: 403,
    message: 'Recompensas indisponíveis para a sua conta no momento',
  },
  REWARD_PROGRAM_CLOSED: {
    code: BankCode.RewardProgramClosed,
    status: 409,
    message: 'Este programa já terminou',
  },
  REWARD_COUPON_REFUSED: {
    code: BankCode.RewardCouponRefused,
    status: 409,
    message: 'Este cupom não pode ser usado assim',
  },
  REWARD_NOT_FOUND: { code: BankCode.RewardNotFound, status: 404, message: 'Recompensa não encontrada' },
  PRODUCT_UNAVAILABLE: {
    code: BankCode.ProductUnavailable,
    status: 403,
    message: 'Este produto não está disponível para a sua conta no momento',
  },
  INTERNAL: {
    code: BankCode.InternalError,
    status: 500,
    message: 'Erro interno. Tente novamente mais tarde',
  },
} as const;

export type BankCodeName = keyof typeof BANK_CODES;

export interface BankErrorOptions {
  /** A more precise pt-BR message than the catalogue's (never internal detail). */
  message?: string;
  /** Extra text for the customer (never internal detail). */
  details?: string;
  /**
   * Keep the work done before the refusal (commit it) instead of rolling it back: a wrong PIN keeps
   * its failure count. Money is never moved before a refusal, so nothing else is ever kept.
   */
  keep?: boolean;
  /** When a lock or a limit ends, for the app to say so. */
  retryAfterSeconds?: number;
  /** 40123: the challenge a new device confirms, and where its code goes. */
  challenge?: { chaveDeDesafio: string; celularMascarado: string };
}

/** An expected refusal: it becomes a `success: false` answer with a stable code. */
export class BankError extends Error {
  readonly status: number;
  readonly code: number;
  readonly details: string | undefined;
  readonly keep: boolean;
  readonly retryAfterSeconds: number | undefined;
  readonly challenge: BankErrorOptions['challenge'];

  constructor(name: BankCodeName, options: BankErrorOptions = {}) {
    const entry = BANK_CODES[name];
    super(options.message ?? entry.message);
    this.name = 'BankError';
    this.status = entry.status;
    this.code = entry.code;
    this.details = options.details;
    this.keep = options.keep ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.challenge = options.challenge;
  }

  toAnswer(): BankFailure {
    const answer = failure(this.status, this.code, this.message, this.details, this.retryAfterSeconds);
    if (this.challenge) Object.assign(answer.error, this.challenge);
    return answer;
  }
}

export function bankFailure(name: BankCodeName, details?: string): BankFailure {
  const entry = BANK_CODES[name];
  return failure(entry.status, entry.code, entry.message, details);
}
