import { OptionMenu } from '../../../components/option-menu.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { EmploymentChoice } from '../flow/credit-flow.ts';
import type { creditMessages } from '../messages.ts';

type T = Translate<MessageKey<typeof creditMessages>>;

const VALUES = ['employee', 'professional', 'selfEmployed'] as const;
type Value = (typeof VALUES)[number];

/** select_employment_status: the three choices, in the order of their codes 0, 1 and 2. */
export function EmploymentStep({
  t,
  choice,
  onChoose,
}: {
  t: T;
  choice: EmploymentChoice | null;
  onChoose: (choice: EmploymentChoice) => void;
}) {
  return (
    <div className="flow-form">
      <OptionMenu<Value>
        legend={t('employmentHeading')}
        options={[
          { value: 'employee', label: t('employee'), description: t('employeeText') },
          { value: 'professional', label: t('professional'), description: t('professionalText') },
          { value: 'selfEmployed', label: t('selfEmployed'), description: t('selfEmployedText') },
        ]}
        {...(choice === null ? {} : { initial: VALUES[choice] })}
        nextLabel={t('continue')}
        onNext={(value) => onChoose(VALUES.indexOf(value) as EmploymentChoice)}
      />
    </div>
  );
}
