import { BankCode } from '@carteira/core/errors';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { pluralKey } from '../../../lib/i18n/plural.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { joinWaitlist, type QueuePlace, waitlistPosition } from '../api/onboarding-calls.ts';
import { onboardingMessages } from '../messages.ts';
import { StepAlert, useFailureText } from './step-kit.tsx';

/** Whether a refusal of `onboarding` means the waitlist: not in it (62003) or waiting (62001). */
export const isWaitlistRefusal = (error: unknown) =>
  isBankError(error) &&
  (error.code === BankCode.WaitlistNotFound || error.code === BankCode.WaitlistEntryExists);

/** No vacancy: join the queue, see the position; once there is room (62004 or 62002), try again. */
export function WaitlistPanel({
  cpf,
  waiting,
  onRoom,
}: {
  cpf: string;
  waiting: boolean;
  onRoom: () => void;
}) {
  const t = useMessages(onboardingMessages);
  const [locale] = useLocale();
  const room = (error: unknown) =>
    isBankError(error) && (error.code === BankCode.WaitlistApproved || error.code === BankCode.VacancyExists);
  const join = useMutation({ mutationFn: () => joinWaitlist(cpf), onError: (e) => room(e) && onRoom() });
  const position = useMutation({
    mutationFn: () => waitlistPosition(cpf),
    onError: (e) => room(e) && onRoom(),
  });
  const place: QueuePlace | undefined = position.data ?? join.data;
  const failure = useFailureText(join.error ?? position.error);
  return (
    <section className="onboarding__waitlist" data-testid="onboarding-waitlist">
      <h2>{t('waitlistHeading')}</h2>
      <p className="muted">{t('waitlistText')}</p>
      <StepAlert text={failure} />
      {place ? (
        <p data-testid="waitlist-position">
          {t(pluralKey(locale, place.numeroDiasRestantesFila, 'waitlistPosition'), {
            position: place.posicaoFilaOnboard,
            days: place.numeroDiasRestantesFila,
          })}
        </p>
      ) : null}
      <div className="page-actions">
        {waiting || place ? (
          <Button
            variant="outlined"
            loading={position.isPending}
            onClick={() => position.mutate()}
            data-testid="waitlist-check"
          >
            {t('checkPosition')}
          </Button>
        ) : (
          <Button loading={join.isPending} onClick={() => join.mutate()} data-testid="waitlist-join">
            {t('joinWaitlist')}
          </Button>
        )}
      </div>
    </section>
  );
}
