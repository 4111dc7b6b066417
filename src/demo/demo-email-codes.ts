import type { IsoDate } from '../domain/dates';
import type { DemoState, EmailActionMode, EmailCode } from './demo-state';

/**
 * The link of an identity e-mail. Like Firebase, the demo sends every kind to one handler, the
 * portal's /set-password page, which tells them apart by `mode`.
 */
export function emailActionLink(mode: EmailActionMode, oobCode: string): string {
  return `/set-password?mode=${mode}&oobCode=${encodeURIComponent(oobCode)}`;
}

/** Keeps a verification or recovery code and puts its e-mail in the outbox. */
export function mailEmailCode(draft: DemoState, code: EmailCode, sentAt: IsoDate): void {
  draft.emailCodes.push(code);
  draft.outbox.push({
    email: code.email,
    oobCode: code.oobCode,
    link: emailActionLink(code.mode, code.oobCode),
    sentAt,
    mode: code.mode,
  });
}
