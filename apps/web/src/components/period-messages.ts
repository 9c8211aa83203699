import { defineMessages } from '../lib/i18n/define-messages.ts';

/** The words of a statement's period and its editor (they load with the statements that show them). */
export const periodMessages = defineMessages(
  {
    period: 'De {from} a {to}',
    periodChange: 'Alterar período',
    rangeTitle: 'Período',
    rangeHeading: 'Escolha o período',
    rangeFrom: 'De',
    rangeTo: 'Até',
    rangeApply: 'Aplicar',
    rangeHint: 'Até 90 dias atrás',
    rangeOrder: 'A data inicial deve ser anterior ou igual à final.',
    rangeTooOld: 'O extrato mostra até 90 dias atrás.',
    rangeFuture: 'A data final não pode ser depois de hoje.',
    rangeMissing: 'Informe as duas datas.',
  },
  {
    period: 'From {from} to {to}',
    periodChange: 'Change period',
    rangeTitle: 'Period',
    rangeHeading: 'Choose the period',
    rangeFrom: 'From',
    rangeTo: 'To',
    rangeApply: 'Apply',
    rangeHint: 'Up to 90 days back',
    rangeOrder: 'The start date must be on or before the end date.',
    rangeTooOld: 'The statement goes back 90 days at most.',
    rangeFuture: 'The end date cannot be after today.',
    rangeMissing: 'Enter both dates.',
  },
);
