import type { UserApi } from '../../src/application/ports/user-api';
import type { ContractCancellation, ContractWithdrawal } from '../../src/domain/contracts';
import type { IsoDate } from '../../src/domain/dates';
import type { User } from '../../src/domain/subscription';
import type { UserApiSubject } from './user-api.contract';

/** The subject of the user API contract, whose calendar the test can move on. */
export interface ContractsSubject extends UserApiSubject {
  /** The API's day from now on (the time of day its clock gives stays). */
  setDay(day: IsoDate): void;
}

type Account = keyof UserApiSubject['accounts'];

/** The day of a date or timestamp the API answers with; '' for none. */
export const dayOf = (value: string | null | undefined): string => (value ?? '').slice(0, 10);

/** A cancellation as the page sends it: ordinary, of the yearly membership, unless said. */
export function cancellation(
  email: string,
  fields: Partial<ContractCancellation> = {},
): ContractCancellation {
  return {
    email,
    contract: 'membership-yearly',
    kind: 'ordinary',
    reason: null,
    endDate: null,
    ...fields,
  };
}

export function withdrawal(email: string): ContractWithdrawal {
  return { email, contract: 'membership-yearly' };
}

/**
 * What the contract suite of the law's calls does again and again (user-api-contracts.contract.ts):
 * a fresh subject per test, requests as the pages send them, a look at the membership, and the
 * one-time link of the last e-mail to an address.
 */
export class ContractsFixture {
  private current: ContractsSubject | null = null;

  constructor(private readonly makeSubject: () => ContractsSubject | Promise<ContractsSubject>) {}

  readonly start = async (): Promise<void> => {
    this.current = await this.makeSubject();
  };

  readonly stop = async (): Promise<void> => {
    await this.current?.dispose?.();
    this.current = null;
  };

  get subject(): ContractsSubject {
    if (!this.current) throw new Error('The subject is made before each test.');
    return this.current;
  }

  get api(): UserApi {
    return this.subject.api;
  }

  signInAs(account: Account): Promise<void> {
    return this.subject.signIn(this.subject.accounts[account]);
  }

  emailOf(account: Account): string {
    return this.subject.accounts[account].email;
  }

  /**
   * The address of an account the API knows: a subject may make its accounts at their first
   * sign-in (the Auth emulator's), so it signs in once, and out again.
   */
  async existingEmailOf(account: Account): Promise<string> {
    await this.membershipOf(account);
    return this.emailOf(account);
  }

  /** The member as the API has them now, signed in for that and out again. */
  async membershipOf(account: Account): Promise<User> {
    await this.signInAs(account);
    const me = await this.api.getMe();
    await this.subject.signOut();
    return me;
  }

  /** The unsubscribed account subscribes today: its first charge ends the 7-day trial. */
  async newMember(): Promise<User> {
    await this.signInAs('unsubscribed');
    const { clientSecret } = await this.api.createCheckoutSession({
      productId: 'yearly',
      promoCode: null,
    });
    await this.subject.confirmCard(clientSecret);
    const me = await this.api.getMe();
    await this.subject.signOut();
    return me;
  }

  /** The token of the one-time link in the last e-mail to the address. */
  linkTokenTo(email: string): string {
    const body = this.subject.mailTo(email).at(-1)?.body ?? '';
    const token = /\/contracts\/confirm\?token=([A-Za-z0-9_-]+)/u.exec(body)?.[1];
    if (!token) throw new Error(`No confirmation link in the last e-mail to ${email}:\n${body}`);
    return token;
  }
}
