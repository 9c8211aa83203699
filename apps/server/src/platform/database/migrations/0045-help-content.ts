/**
 * Frozen in time: the help content migration 0045 seeds. The bank edits it in the help_article table
 * afterwards; this file is only what the first version said. Each figure is the product's own rule
 * (docs/bank-api.md, docs/features.md), in pt-BR and English.
 */
interface SeedArticle {
  kind: 'faq' | 'external' | 'tariff' | 'hours';
  id: string;
  locale: 'pt-BR' | 'en';
  position: number;
  title: string;
  body: string;
}

type Pair = [id: string, pt: [string, string], en: [string, string]];

const FAQ: Pair[] = [
  [
    'pix-limits',
    [
      'Quais são os meus limites de Pix?',
      'Por padrão você pode enviar até R$ 5.000,00 por dia (o dia do calendário de São Paulo). Dentro desse valor, no período noturno, das 20h às 6h, o limite é de R$ 1.000,00. Você vê e muda os dois em Pix > Meus limites: uma redução vale na hora; um aumento vale 24 horas depois do pedido, uma proteção contra golpes. Você também pode pedir que o período noturno comece às 22h em vez das 20h.',
    ],
    [
      'What are my Pix limits?',
      'By default you can send up to R$ 5.000,00 a day (the São Paulo calendar day). Within that, in the nocturnal period, from 8 pm to 6 am, the limit is R$ 1.000,00. You see and change both in Pix > My limits: a decrease applies at once; an increase applies 24 hours after you ask, a protection against scams. You can also ask for the nocturnal period to start at 10 pm instead of 8 pm.',
    ],
  ],
  [
    'pix-night',
    [
      'Por que meu Pix à noite foi recusado?',
      'Entre 20h e 6h (horário de São Paulo) vale o limite noturno, de R$ 1.000,00 por padrão, somando todos os Pix enviados nesse período. Um Pix acima do que resta é recusado antes da revisão, sem tirar dinheiro da conta. Espere as 6h, envie um valor menor ou peça um limite noturno maior em Pix > Meus limites (vale em 24 horas).',
    ],
    [
      'Why was my Pix at night refused?',
      'Between 8 pm and 6 am (São Paulo time) the nocturnal limit applies, R$ 1.000,00 by default, adding up every Pix sent in that period. A Pix above what is left is refused before the review, and no money leaves the account. Wait until 6 am, send a smaller amount, or ask for a higher nocturnal limit in Pix > My limits (it applies in 24 hours).',
    ],
  ],
  [
    'boleto-cutoff',
    [
      'Até que horas posso pagar um boleto?',
      'Boletos pagos em dia útil até as 21h são pagos no mesmo dia. Depois das 21h, ou em sábados, domingos e feriados, o pagamento é agendado para o próximo dia útil, e o app avisa antes de você digitar o PIN. O dinheiro sai da conta no dia do pagamento. Você pode cancelar um agendamento em Boleto > Agendados enquanto ele não for pago.',
    ],
    [
      'Until what time can I pay a boleto?',
      'A boleto paid on a working day until 9 pm is paid the same day. After 9 pm, or on Saturdays, Sundays and holidays, the payment is scheduled for the next working day, and the app tells you before you type your PIN. The money leaves the account on the payment day. You can cancel a scheduled payment in Boleto > Scheduled while it is not paid.',
    ],
  ],
  [
    'boleto-refused',
    [
      'Meu boleto foi recusado. O que aconteceu?',
      'Os motivos mais comuns: um dígito errado na linha digitável (o app diz qual campo conferir), um boleto já pago, um boleto vencido além do prazo que ele aceita, ou um valor fora do mínimo e do máximo que ele permite. Se o erro continuar, abra um chamado pela tela de erro: ele já leva o código do erro para a nossa equipe.',
    ],
    [
      'My boleto was refused. What happened?',
      'The most common reasons: a wrong digit in the typed line (the app says which field to check), a boleto already paid, an overdue boleto past the limit it accepts, or an amount outside its minimum and maximum. If it keeps failing, open a ticket from the error screen: it already carries the error code to our team.',
    ],
  ],
  [
    'ted-window',
    [
      'Quando uma TED é enviada?',
      'TEDs para outros bancos são enviadas em dias úteis das 6h30 às 17h e chegam no mesmo dia. Pedida fora desse horário, a TED é agendada para o próximo dia útil. Você também pode agendar uma TED para uma data, uma vez ou todo mês. Na Carteira a TED não tem tarifa.',
    ],
    [
      'When is a TED sent?',
      'TEDs to other banks are sent on working days from 6:30 am to 5 pm and arrive the same day. Asked outside that window, the TED is scheduled for the next working day. You can also schedule a TED for a date, once or every month. At Carteira a TED has no fee.',
    ],
  ],
  [
    'card-block',
    [
      'Como bloqueio meu cartão?',
      'Em Cartões, escolha o cartão e toque em Bloquear. O bloqueio temporário vale na hora e você desbloqueia quando quiser. Se o cartão foi perdido, roubado ou danificado, escolha o motivo: o bloqueio é definitivo e você pode pedir uma segunda via, sem tarifa, com um número novo, entregue no endereço do CEP que você informar.',
    ],
    [
      'How do I block my card?',
      'In Cards, choose the card and tap Block. A temporary block applies at once and you unblock it whenever you want. If the card was lost, stolen or damaged, choose the reason: the block is final and you can ask for a second copy, free of charge, with a new number, delivered to the address of the postal code you give.',
    ],
  ],
  [
    'financing-cet',
    [
      'O que é o CET do financiamento do celular?',
      'O Custo Efetivo Total (CET) é a taxa anual que reúne tudo o que você paga no financiamento: os juros (3,99% ao mês), o IOF e, se você escolher, o seguro do aparelho. Ele aparece no resumo, com todas as parcelas, antes de você assinar o contrato (Resolução CMN 4.881/2020). Compare o CET, e não só os juros, ao comparar ofertas.',
    ],
    [
      'What is the CET of the phone financing?',
      'The Total Effective Cost (CET) is the yearly rate that gathers everything you pay in the financing: the interest (3,99% a month), the IOF and, if you choose it, the phone insurance. It is shown in the summary, with every instalment, before you sign the contract (Resolução CMN 4.881/2020). Compare the CET, not only the interest, when you compare offers.',
    ],
  ],
  [
    'financing-instalments',
    [
      'Como pago as parcelas do financiamento?',
      'Em Financiamento, abra o contrato para ver cada parcela com o vencimento. Você paga uma parcela com o saldo da conta (com o PIN) ou por um código Pix que qualquer pessoa pode pagar. Pagar em dia evita multa e juros de atraso.',
    ],
    [
      'How do I pay the financing instalments?',
      'In Financing, open the contract to see each instalment with its due date. You pay an instalment from the account balance (with your PIN) or by a Pix code anyone can pay. Paying on time avoids late fines and interest.',
    ],
  ],
  [
    'pin-blocked',
    [
      'Errei o PIN várias vezes. E agora?',
      'Depois de 5 tentativas erradas seguidas, o PIN é bloqueado para proteger a sua conta. Em Minha conta > Esqueci meu PIN, confirme a sua senha e um código enviado por SMS ou e-mail e crie um PIN novo: isso também desbloqueia o PIN. A Carteira nunca pede o seu PIN ou a sua senha por telefone, WhatsApp ou chat.',
    ],
    [
      'I typed the wrong PIN several times. What now?',
      'After 5 wrong tries in a row the PIN is blocked to protect your account. In My account > Forgot my PIN, confirm your password and a code sent by SMS or e-mail and create a new PIN: that also unblocks it. Carteira never asks for your PIN or your password by phone, WhatsApp or chat.',
    ],
  ],
];

const EXTERNAL: Pair[] = [
  [
    'open-account',
    [
      'Como abro uma conta na Carteira?',
      'Baixe o app e toque em Abrir conta. Você informa nome, CPF, e-mail e celular, fotografa um documento (RG ou CNH) e tira uma selfie. A análise costuma sair no mesmo dia; quando a conta for aprovada, você cria a sua senha e o PIN de 4 dígitos.',
    ],
    [
      'How do I open a Carteira account?',
      'Get the app and tap Open account. You give your name, CPF, e-mail and mobile number, take a picture of a document (RG or CNH) and a selfie. The review usually ends the same day; once the account is approved you create your password and your 4-digit PIN.',
    ],
  ],
  [
    'login-blocked',
    [
      'Minha senha foi bloqueada. Como entro?',
      'Depois de 5 tentativas erradas a senha é bloqueada. Na tela de entrada toque em Esqueci minha senha, receba um código por SMS ou e-mail e crie uma senha nova, de 8 a 16 caracteres: a senha nova desbloqueia o acesso.',
    ],
    [
      'My password was blocked. How do I get in?',
      'After 5 wrong tries the password is blocked. On the login screen tap Forgot my password, get a code by SMS or e-mail and create a new password of 8 to 16 characters: the new password unblocks your access.',
    ],
  ],
  [
    'scams',
    [
      'Recebi uma mensagem em nome da Carteira. É golpe?',
      'A Carteira nunca pede senha, PIN, código de verificação ou transferência para "testar" a sua conta, nem por telefone, nem por WhatsApp, nem por e-mail. Na dúvida, não responda e fale com a gente pelos canais oficiais desta página.',
    ],
    [
      'I got a message in Carteira\u2019s name. Is it a scam?',
      'Carteira never asks for your password, PIN, verification code or a transfer to "test" your account, not by phone, WhatsApp or e-mail. When in doubt, do not answer and talk to us through the official channels on this page.',
    ],
  ],
];

const TARIFF: Pair[] = [
  [
    'fees',
    [
      'Tarifas',
      'Conta, cartão de débito virtual e físico: sem mensalidade. Pix enviado e recebido: grátis. TED: grátis. Pagamento de boleto e de contas: grátis. Boleto de depósito: grátis, até R$ 500,00 por dia. Segunda via do cartão: grátis. Saque em caixa eletrônico da rede parceira: R$ 6,50 por saque.',
    ],
    [
      'Fees',
      'Account, virtual and physical debit card: no monthly fee. Pix sent and received: free. TED: free. Boleto and bill payments: free. Deposit boleto: free, up to R$ 500,00 a day. Second copy of the card: free. ATM withdrawal at the partner network: R$ 6,50 per withdrawal.',
    ],
  ],
];

const HOURS: Pair[] = [
  [
    'hours',
    [
      'Horários de atendimento',
      'Pix: 24 horas, todos os dias (limite noturno das 20h às 6h). TED: dias úteis, das 6h30 às 17h. Boleto: pago no mesmo dia até as 21h em dias úteis; depois, agendado. Chat no app e WhatsApp: todos os dias, das 8h às 22h; fora desse horário o seu chamado fica registrado e respondemos no dia seguinte. SAC por telefone: 24 horas, todos os dias.',
    ],
    [
      'Service hours',
      'Pix: 24 hours, every day (nocturnal limit from 8 pm to 6 am). TED: working days, 6:30 am to 5 pm. Boleto: paid the same day until 9 pm on working days; later, scheduled. In-app chat and WhatsApp: every day, 8 am to 10 pm; outside those hours your ticket is kept and we answer the next day. Customer service by phone: 24 hours, every day.',
    ],
  ],
];

function articles(kind: SeedArticle['kind'], pairs: Pair[]): SeedArticle[] {
  return pairs.flatMap(([id, pt, en], i) => [
    { kind, id, locale: 'pt-BR' as const, position: i + 1, title: pt[0], body: pt[1] },
    { kind, id, locale: 'en' as const, position: i + 1, title: en[0], body: en[1] },
  ]);
}

export const HELP_SEED: readonly SeedArticle[] = [
  ...articles('faq', FAQ),
  ...articles('external', EXTERNAL),
  ...articles('tariff', TARIFF),
  ...articles('hours', HOURS),
];
