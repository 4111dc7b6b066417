import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateProfileField, type ProfileField } from '../../../../domain/validation';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { Field } from '../../../kit/Field';
import { useErrorText, useFieldErrorText } from '../../../shared/i18n/use-error-text';
import { updateProfileField } from '../profile-thunks';
import { editCancelled, editStarted } from '../profile-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectSignInProvider } from '../../../shared/store/selectors';
import { useRequest } from '../../../shared/store/use-request';
import { ConfirmItsYou } from './ConfirmItsYou';

interface EditableFieldProps {
  field: ProfileField;
  label: string;
  value: string;
  autoComplete: string;
  type?: 'text' | 'email';
  /** Set when the field cannot be edited here; says why. */
  lockedHint?: string;
}

/** One profile field: read-only, then editing after Edit, then saving, then read-only again. */
export function EditableField({
  field,
  label,
  value,
  autoComplete,
  type = 'text',
  lockedHint,
}: EditableFieldProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const editing = useAppSelector((state) => state.profile.editing[field]);
  const saveRequest = useRequest(updateProfileField[field]);
  const { error } = saveRequest;
  const provider = useAppSelector(selectSignInProvider);
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  const saving = saveRequest.busy;
  const saved = !editing && saveRequest.status === 'fulfilled';

  // Focus follows the mode: into the field when editing starts, back to Edit when it ends.
  useEffect(() => {
    if (editing && !wasEditing.current) input.current?.focus();
    if (!editing && wasEditing.current) row.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // A stale sign-in held the change back: the person proves it's them, then it is saved.
  const needsProof = error?.code === 'identity/requires-recent-login';
  const failure = useErrorText(
    'profileEdit',
    error?.fieldErrors?.[field] || needsProof ? null : error,
  );
  const fieldErrorText = useFieldErrorText();
  const fieldError = invalid ?? fieldErrorText(field, error?.fieldErrors?.[field]);

  const start = () => {
    setDraft(value);
    setInvalid(null);
    saveRequest.reset();
    dispatch(editStarted(field));
  };
  const cancel = () => {
    setInvalid(null);
    saveRequest.reset();
    dispatch(editCancelled(field));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = validateProfileField(field, draft, provider);
    setInvalid(fieldErrorText(field, problem));
    if (problem) {
      input.current?.focus();
      return;
    }
    await saveRequest.run(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && editing && !saving) {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <>
      <form className="editable-field" onSubmit={(event) => void save(event)} noValidate>
        <Field label={label} hint={lockedHint} error={fieldError}>
          {(control) => (
            <div className="editable-field__row" ref={row}>
              <input
                ref={input}
                {...control}
                className="field__input editable-field__input"
                name={field}
                type={type}
                autoComplete={autoComplete}
                required
                readOnly={!editing || saving}
                value={editing ? draft : value}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (invalid) setInvalid(null);
                }}
                onKeyDown={onKeyDown}
              />
              {!editing && !lockedHint && (
                <Button variant="secondary" onClick={start}>
                  {t('editProfile.edit')}
                  <span className="visually-hidden"> {label}</span>
                </Button>
              )}
            </div>
          )}
        </Field>
        {editing && (
          <div className="button-row">
            <Button type="submit" loading={saving}>
              {t('editProfile.save')}
              <span className="visually-hidden"> {label}</span>
            </Button>
            <Button variant="quiet" onClick={cancel} disabled={saving}>
              {t('editProfile.cancel')}
              <span className="visually-hidden"> {label}</span>
            </Button>
          </div>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        <p className="visually-hidden" role="status">
          {saved && !editing ? t('editProfile.saved', { context: field }) : ''}
        </p>
      </form>
      {/* Outside the form: the dialog's own form must not submit this one. */}
      {needsProof && (
        <Dialog title={t('reauthenticate.title')} onClose={saveRequest.reset}>
          <ConfirmItsYou
            onConfirmed={() => void saveRequest.run(draft)}
            onCancel={saveRequest.reset}
          />
        </Dialog>
      )}
    </>
  );
}
