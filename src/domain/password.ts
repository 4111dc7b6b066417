export const MIN_PASSWORD_LENGTH = 8;

/** Spaces around a password are never part of it: sign-up, sign-in and a reset all drop them. */
export function passwordAsSaved(typed: string): string {
  return typed.trim();
}

export interface PasswordChecklist {
  minLength: boolean;
  notOnlyLowerCase: boolean;
  specialCharacter: boolean;
}

/** The three live checklist items of a new password. */
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    minLength: password.length >= MIN_PASSWORD_LENGTH,
    notOnlyLowerCase: password !== password.toLowerCase(),
    specialCharacter: /[^\p{L}\p{N}]/u.test(password),
  };
}

export function isPasswordAcceptable(password: string): boolean {
  return Object.values(passwordChecklist(password)).every(Boolean);
}
