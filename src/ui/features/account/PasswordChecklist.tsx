import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MIN_PASSWORD_LENGTH,
  passwordChecklist,
  type PasswordChecklist as Checklist,
} from '../../../domain/password';

const ITEMS: readonly (keyof Checklist)[] = ['minLength', 'notOnlyLowerCase', 'specialCharacter'];

interface PasswordChecklistProps {
  /** The password as it will be saved (already trimmed). */
  password: string;
  /** So the password field can point at the list with aria-describedby. */
  id?: string;
}

/**
 * The three rules of a new password, ticked off live while the person types. Each item also says
 * "met" or "not met" in words, so the state is not carried by colour alone. Memoized: the press of
 * "Create account" re-renders the form, not the rules of a password that did not change.
 */
export const PasswordChecklist = memo(function PasswordChecklist({
  password,
  id,
}: PasswordChecklistProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const checks = passwordChecklist(password);
  return (
    <div className="password-checklist" id={id}>
      <p id={titleId} className="field__hint">
        {t('passwordChecklist.title')}
      </p>
      <ul className="checklist" aria-labelledby={titleId}>
        {ITEMS.map((item) => (
          <li
            key={item}
            className={checks[item] ? 'checklist__item checklist__item--met' : 'checklist__item'}
          >
            {t(`passwordChecklist.${item}`, { count: MIN_PASSWORD_LENGTH })}
            <span className="visually-hidden">
              {' '}
              {t(checks[item] ? 'passwordChecklist.met' : 'passwordChecklist.notMet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
});
