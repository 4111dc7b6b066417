import type { IdentityProvider } from '../ports/identity-provider';
import type { OrderStorage } from '../ports/order-storage';

/** Signs out and forgets any order in progress, so the next person does not inherit it. */
export class SignOut {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly orders: OrderStorage,
  ) {}

  async execute(): Promise<void> {
    await this.identity.signOut();
    await this.orders.remove().catch(() => undefined);
  }
}
