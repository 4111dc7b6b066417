export const MIN_PASSWORD_LENGTH = 8;

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
