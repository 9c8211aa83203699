import { BankCode } from '@carteira/core/errors';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useMyKeys } from '../api/list-keys.ts';
import { useRegisterKey } from '../api/register-key.ts';
import { type NewKeyType, needsValidation, newKeyOptions } from '../flow/key-options.ts';
import type { RegisterEvent } from '../flow/register-flow.ts';
import { pixMessages } from '../messages.ts';

/** Which key to register; a random key or the CPF is created at once, phone and e-mail ask their value. */
export function KeyTypeMenu({ dispatch }: { dispatch: (event: RegisterEvent) => void }) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const keys = useMyKeys();
  const register = useRegisterKey();
  if (keys.isPending) return <Spinner block />;
  const next = (type: NewKeyType) => {
    if (needsValidation(type)) {
      dispatch({ type: 'TYPE_CHOSEN', keyType: type });
      return;
    }
    if (register.isPending) return;
    register.mutate(
      { type },
      {
        onSuccess: (key) => dispatch({ type: 'KEY_CREATED', keyType: key.type, key: key.value }),
        // the CPF held by another account: offer its portability
        onError: (error) => {
          if (type === 'CPF' && isBankError(error) && error.code === BankCode.PixKeyAlreadyRegistered)
            dispatch({ type: 'KEY_TAKEN', keyType: 'CPF', key: '' });
        },
      },
    );
  };
  return (
    <div className="flow-form">
      <OptionMenu<NewKeyType>
        legend={t('registerLegend')}
        options={newKeyOptions(keys.data ?? []).map((type) => ({
          value: type,
          label: t(`option${type}`),
          description: t(`option${type}Text`),
        }))}
        nextLabel={register.isPending ? t('creating') : t('continue')}
        onNext={next}
      />
      {register.error ? (
        <p className="field-error" role="alert" data-testid="pix-new-key-error">
          {errorText(register.error)}
        </p>
      ) : null}
    </div>
  );
}
