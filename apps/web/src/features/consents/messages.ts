import { defineMessages } from '../../lib/i18n/define-messages.ts';

export const consentsMessages = defineMessages(
  {
    marketTitle: 'Ofertas e novidades',
    marketText:
      'Podemos enviar ofertas, novidades e pesquisas da Carteira por e-mail, SMS e no app. Você decide, e pode mudar quando quiser em Configurações.',
    pushTitle: 'Notificações',
    pushText:
      'Avisamos no seu celular quando um Pix chega, um boleto é pago e sobre a segurança da sua conta. Você pode desligar quando quiser.',
    lgpd: 'Sua escolha fica registrada com data e hora, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).',
    state_OPTED_IN: 'Ativado',
    state_PENDING: 'Aguardando confirmação',
    state_OPTED_OUT: 'Desativado',
    state_UNDECIDED: 'Você ainda não escolheu',
    statusLabel: 'Situação',
    since: 'desde {when}',
    optIn: 'Quero receber',
    optOut: 'Não quero receber',
    pushOn: 'Ativar notificações',
    pushOff: 'Desativar notificações',
    pushPendingHint:
      'Falta permitir as notificações no seu celular ou navegador. Depois, toque em Ativar de novo.',
    saved: 'Escolha salva',
    failed: 'Não foi possível salvar agora. Tente de novo.',
    loginFirst: 'Entre na sua conta para escolher.',
    login: 'Entrar',
    historyTitle: 'Histórico das suas escolhas',
    locationTitle: 'Localização',
    locationText:
      'Quando você entra na sua conta, podemos registrar onde o celular está. Isso nos ajuda a reconhecer um acesso fora do comum e a proteger você contra fraudes. Só no momento da entrada, nunca em segundo plano. Se desligar, apagamos os locais já registrados.',
    locationOn: 'Permitir localização',
    locationOff: 'Não permitir',
    locationDone: 'Concluir',
    locationHint_pending:
      'Falta permitir a localização neste celular ou navegador. Toque em Permitir localização.',
    locationHint_blocked:
      'Este celular ou navegador está bloqueando a localização. Libere nas configurações dele e toque em Permitir localização de novo.',
    locationHint_on:
      'Ao entrar na conta por este aparelho, registramos onde ele está. Você vê o último local em Segurança.',
  },
  {
    marketTitle: 'Offers and news',
    marketText:
      'We may send you Carteira offers, news and surveys by e-mail, SMS and in the app. You decide, and you can change it at any time in Settings.',
    pushTitle: 'Notifications',
    pushText:
      'We tell you on your phone when a Pix arrives, a boleto is paid, and about your account’s security. You can turn it off at any time.',
    lgpd: 'Your choice is recorded with its date and time, as the Brazilian data protection law requires (Lei 13.709/2018).',
    state_OPTED_IN: 'On',
    state_PENDING: 'Waiting for confirmation',
    state_OPTED_OUT: 'Off',
    state_UNDECIDED: 'You have not chosen yet',
    statusLabel: 'Status',
    since: 'since {when}',
    optIn: 'Yes, send them',
    optOut: 'No, thanks',
    pushOn: 'Turn notifications on',
    pushOff: 'Turn notifications off',
    pushPendingHint:
      'Notifications still need your permission on the phone or browser. Then tap Turn on again.',
    saved: 'Choice saved',
    failed: 'We could not save it now. Please try again.',
    loginFirst: 'Log in to your account to choose.',
    login: 'Log in',
    historyTitle: 'Your choices so far',
    locationTitle: 'Location',
    locationText:
      'When you log in to your account, we may record where your phone is. It helps us recognise an unusual access and protect you from fraud. Only at the moment you log in, never in the background. If you turn it off, we delete the places already recorded.',
    locationOn: 'Allow location',
    locationOff: 'Do not allow',
    locationDone: 'Done',
    locationHint_pending:
      'Location still needs your permission on this phone or browser. Tap Allow location.',
    locationHint_blocked:
      'This phone or browser is blocking location. Unblock it in its settings and tap Allow location again.',
    locationHint_on:
      'When you log in from this device, we record where it is. You see the last place under Security.',
  },
);
