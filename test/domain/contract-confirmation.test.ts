import {
  appliesAtOnce,
  cancellationEndsOn,
  CONFIRMATION_LINK_DAYS,
  confirmationLink,
  linkError,
  linkExpiresAt,
  linkState,
  parseConfirmationToken,
  withdrawalReceivedInTime,
} from '../../src/domain/contract-confirmation';

const RECEIVED_AT = '2026-11-21T09:30:00.000Z';

describe('who may make a contract request take effect at once', () => {
  it('the signed-in owner of the address, whatever its case or spaces', () => {
    expect(appliesAtOnce('pat@example.com', 'pat@example.com')).toBe(true);
    expect(appliesAtOnce('pat@example.com', ' Pat@Example.COM ')).toBe(true);
  });

  it('nobody signed in, and nobody signed in as another account', () => {
    expect(appliesAtOnce(null, 'pat@example.com')).toBe(false);
    expect(appliesAtOnce('sam@example.com', 'pat@example.com')).toBe(false);
    expect(appliesAtOnce('pat@example.com.evil.test', 'pat@example.com')).toBe(false);
  });
});

describe('the one-time link', () => {
  it(`works for ${CONFIRMATION_LINK_DAYS} days from the moment the request was received`, () => {
    expect(CONFIRMATION_LINK_DAYS).toBe(7);
    expect(linkExpiresAt(RECEIVED_AT)).toBe('2026-11-28T09:30:00.000Z');
    const link = { receivedAt: RECEIVED_AT, usedAt: null };

    expect(linkState(link, RECEIVED_AT)).toBe('usable');
    expect(linkState(link, '2026-11-28T09:29:59.999Z')).toBe('usable');
    expect(linkState(link, '2026-11-28T09:30:00.000Z')).toBe('expired');
    expect(linkState(link, '2027-01-01T00:00:00.000Z')).toBe('expired');
  });

  it('works once: used is used, even after it would have expired', () => {
    const used = { receivedAt: RECEIVED_AT, usedAt: '2026-11-22T08:00:00.000Z' };

    expect(linkState(used, '2026-11-22T08:00:01.000Z')).toBe('used');
    expect(linkState(used, '2026-12-30T00:00:00.000Z')).toBe('used');
  });

  it('leads to the confirmation page, the token in its query', () => {
    expect(confirmationLink('abc_DEF-123')).toBe('/contracts/confirm?token=abc_DEF-123');
  });

  it('brings back only a token of URL-safe characters, within 256', () => {
    expect(parseConfirmationToken('abc_DEF-123')).toBe('abc_DEF-123');
    for (const bad of ['', 'a b', 'a/b', 'x'.repeat(257), 42, null, undefined, ['a']]) {
      expect(parseConfirmationToken(bad)).toBeNull();
    }
  });

  it('answers each unusable state with its own code', () => {
    expect(linkError('unknown').code).toBe('contract/link-unknown');
    expect(linkError('expired').code).toBe('contract/link-expired');
    expect(linkError('used').code).toBe('contract/link-used');
  });
});

describe('as of the time received: the day a cancellation ends access', () => {
  const ordinary = { kind: 'ordinary', endDate: null } as const;
  const extraordinary = (endDate: string | null) => ({ kind: 'extraordinary', endDate }) as const;

  it('ordinary: at the end of the term current when it was received', () => {
    expect(cancellationEndsOn(ordinary, '2027-01-15', '2026-11-21', '2026-11-21')).toBe(
      '2027-01-15',
    );
    // Confirmed days later: still that term's end.
    expect(cancellationEndsOn(ordinary, '2027-01-15', '2026-11-21', '2026-11-27')).toBe(
      '2027-01-15',
    );
  });

  it('ordinary, confirmed after a renewal the request came before: access ends when confirmed', () => {
    expect(cancellationEndsOn(ordinary, '2026-11-25', '2026-11-21', '2026-11-27')).toBe(
      '2026-11-27',
    );
  });

  it('extraordinary: on the day asked for, the day received at the earliest, never after the term', () => {
    expect(
      cancellationEndsOn(extraordinary('2026-12-01'), '2027-01-15', '2026-11-21', '2026-11-21'),
    ).toBe('2026-12-01');
    expect(cancellationEndsOn(extraordinary(null), '2027-01-15', '2026-11-21', '2026-11-21')).toBe(
      '2026-11-21',
    );
    expect(
      cancellationEndsOn(extraordinary('2026-10-01'), '2027-01-15', '2026-11-21', '2026-11-21'),
    ).toBe('2026-11-21');
    expect(
      cancellationEndsOn(extraordinary('2027-06-01'), '2027-01-15', '2026-11-21', '2026-11-21'),
    ).toBe('2027-01-15');
  });

  it('extraordinary, confirmed after the day asked for: access ends when confirmed, not before', () => {
    expect(
      cancellationEndsOn(extraordinary('2026-11-23'), '2027-01-15', '2026-11-21', '2026-11-26'),
    ).toBe('2026-11-26');
  });
});

describe('as of the time received: a withdrawal', () => {
  it('counts when received within the 14 days, however late it is confirmed', () => {
    expect(withdrawalReceivedInTime('2026-11-10', '2026-11-24T23:59:00.000Z')).toBe(true);
    expect(withdrawalReceivedInTime('2026-11-10', '2026-11-25T00:00:00.000Z')).toBe(false);
  });
});
