import { OptionMenu } from '../../../components/option-menu.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { DESTINATIONS, type PayEvent } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

/** The send menu: a key of each type, or an agency and account. */
export function DestinationMenu({ dispatch }: { dispatch: (event: PayEvent) => void }) {
  const t = useMessages(pixMessages);
  return (
    <div className="flow-form">
      <OptionMenu
        legend={t('destinationLegend')}
        options={DESTINATIONS.map((value) => ({
          value,
          label: t(`destination${value}`),
          description: t(`destination${value}Text`),
        }))}
        nextLabel={t('continue')}
        onNext={(destination) => dispatch({ type: 'DESTINATION_CHOSEN', destination })}
      />
    </div>
  );
}
