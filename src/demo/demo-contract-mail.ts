import { CONFIRMATION_LINK_DAYS } from '../domain/contract-confirmation';
import { WITHDRAWAL_DAYS } from '../domain/contracts';
import { formatLongDate, type IsoDate } from '../domain/dates';
import { formatDateTime } from '../domain/moments';
import type { ReceivedContractRequest } from './demo-contract-state';
import { mailLanguage, mailWords } from './mail-words';

/**
 * The e-mails of the law's contract requests, in the language of the call (its Accept-Language;
 * English unless given): what was received and when, then what came of it.
 */

/** Why a request ends nothing. */
export type NothingToEnd =
  /** No account has the address, or the account no running contract. */
  | { why: 'noContract' }
  | { why: 'alreadyCancelled'; accessEndsOn: IsoDate }
  | { why: 'periodOver'; periodEndedOn: IsoDate };

/** How the e-mail of a request ends: what came of it. */
export type RequestEnding =
  /** Nothing to end, and why. */
  | { kind: 'unchanged'; nothing: NothingToEnd }
  /** The signed-in owner's request: applied at once. */
  | { kind: 'applied'; accessEndsOn: IsoDate }
  /** Anyone else's: nothing changes until the owner follows the link. */
  | { kind: 'toConfirm'; link: string; accessEndsOn: IsoDate };

/** What applying a request did: ended access on a day, or nothing, and why. */
export type AppliedOrNot =
  { applied: true; accessEndsOn: IsoDate } | { applied: false; nothing: NothingToEnd };

export interface ContractMail {
  subject: string;
  body: string;
}

/** The e-mail's words, and its days and moments written its language's way. */
export function contractWriting(language: string | undefined) {
  const lng = mailLanguage(language);
  return {
    t: mailWords(lng),
    day: (value: IsoDate): string => formatLongDate(value, lng) ?? value,
    moment: (value: string): string => formatDateTime(new Date(value), lng, 'UTC'),
  };
}

type Writing = ReturnType<typeof contractWriting>;

/** What was asked: the contract, and for a cancellation its kind, day and reason. */
function askedLines({ t, day }: Writing, request: ReceivedContractRequest): string[] {
  const contract = t('contracts.contract', {
    contract: t(`contracts.contractChoices.${request.contract}`),
  });
  if (request.type === 'withdraw') return [contract];
  return [
    contract,
    t('contracts.cancel.kind', { kind: t(`contracts.cancel.kinds.${request.kind}`) }),
    t('contracts.cancel.effective', {
      date: request.endDate ? day(request.endDate) : t('contracts.cancel.earliest'),
    }),
    ...(request.reason ? [t('contracts.cancel.reason', { reason: request.reason })] : []),
  ];
}

function nothingLine({ t, day }: Writing, nothing: NothingToEnd): string {
  switch (nothing.why) {
    case 'noContract':
      return t('contracts.noContract');
    case 'alreadyCancelled':
      return t('contracts.cancel.alreadyCancelled', { date: day(nothing.accessEndsOn) });
    case 'periodOver':
      return t('contracts.withdraw.periodOver', {
        days: WITHDRAWAL_DAYS,
        date: day(nothing.periodEndedOn),
      });
  }
}

/** What a request that applied did, in the words of its kind. */
function appliedLine({ t, day }: Writing, type: ReceivedContractRequest['type'], endsOn: IsoDate) {
  return type === 'cancel'
    ? t('contracts.cancel.cancelled', { date: day(endsOn) })
    : t('contracts.withdraw.withdrawn');
}

function endingLines(
  writing: Writing,
  type: ReceivedContractRequest['type'],
  ending: RequestEnding,
) {
  const { t, day } = writing;
  switch (ending.kind) {
    case 'unchanged':
      return [nothingLine(writing, ending.nothing)];
    case 'applied':
      return [appliedLine(writing, type, ending.accessEndsOn)];
    case 'toConfirm':
      return [
        t('contracts.toConfirm', { days: CONFIRMATION_LINK_DAYS }),
        ending.link,
        t(`contracts.${type}.onceConfirmed`, { date: day(ending.accessEndsOn) }),
        '',
        t('contracts.notYou'),
      ];
  }
}

/** The e-mail that answers a request at once: received when, what, and what came of it. */
export function requestMail(
  language: string | undefined,
  request: ReceivedContractRequest,
  receivedAt: string,
  ending: RequestEnding,
): ContractMail {
  const writing = contractWriting(language);
  const { t, moment } = writing;
  const subject = ending.kind === 'toConfirm' ? 'subjectToConfirm' : 'subject';
  return {
    subject: t(`contracts.${request.type}.${subject}`),
    body: [
      t(`contracts.${request.type}.received`, { receivedAt: moment(receivedAt) }),
      '',
      ...askedLines(writing, request),
      '',
      ...endingLines(writing, request.type, ending),
    ].join('\n'),
  };
}

/** The e-mail after the owner followed the link: what it confirmed, as of when, and its outcome. */
export function confirmedMail(
  language: string | undefined,
  request: ReceivedContractRequest,
  receivedAt: string,
  outcome: AppliedOrNot,
): ContractMail {
  const writing = contractWriting(language);
  const { t, moment } = writing;
  return {
    subject: t(`contracts.${request.type}.subjectConfirmed`),
    body: [
      t(`contracts.${request.type}.confirmed`, { receivedAt: moment(receivedAt) }),
      '',
      ...askedLines(writing, request),
      '',
      outcome.applied
        ? appliedLine(writing, request.type, outcome.accessEndsOn)
        : nothingLine(writing, outcome.nothing),
    ].join('\n'),
  };
}
