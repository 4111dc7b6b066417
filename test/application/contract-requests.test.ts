import {
  CancelContract,
  WithdrawFromContract,
} from '../../src/application/use-cases/contract-requests';
import { ValidationError } from '../../src/application/validation-error';
import type { ContractCancellation } from '../../src/domain/contracts';
import { demoWorld } from '../support/demo-world';
import { expectAppError } from '../support/expectations';

const ordinary: ContractCancellation = {
  email: ' member@demo.test ',
  contract: 'membership-yearly',
  kind: 'ordinary',
  reason: 'ignored for an ordinary cancellation',
  endDate: null,
};

describe('CancelContract', () => {
  it('cancels the contract of an address, nobody signed in, and answers when it was received', async () => {
    const adapters = demoWorld();

    const receipt = await new CancelContract(adapters.userApi).execute(ordinary);

    expect(receipt.receivedAt).toBe(adapters.clock.now());
    const mail = adapters.world.state.acknowledgments.at(-1);
    expect(mail).toMatchObject({
      email: 'member@demo.test',
      subject: 'We received your cancellation',
    });
    expect(mail?.body).not.toContain('ignored');
  });

  it('keeps the reason of an extraordinary cancellation', async () => {
    const adapters = demoWorld();

    await new CancelContract(adapters.userApi).execute({
      ...ordinary,
      kind: 'extraordinary',
      reason: '  Moving abroad ',
    });

    expect(adapters.world.state.acknowledgments.at(-1)?.body).toContain('Reason: Moving abroad');
  });

  it('refuses an address that is not one, before any call', async () => {
    const adapters = demoWorld();

    const refused = new CancelContract(adapters.userApi).execute({ ...ordinary, email: 'nope' });

    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    expect(adapters.world.state.acknowledgments).toHaveLength(0);
  });
});

describe('WithdrawFromContract', () => {
  it('withdraws, nobody signed in, and e-mails what came of it', async () => {
    const adapters = demoWorld();

    const receipt = await new WithdrawFromContract(adapters.userApi).execute({
      email: 'member@demo.test',
      contract: 'membership-yearly',
    });

    expect(receipt.receivedAt).toBe(adapters.clock.now());
    // Sam subscribed long ago: the 14 days are over, and the e-mail says so.
    expect(adapters.world.state.acknowledgments.at(-1)?.body).toContain('withdrawal period');
  });

  it('refuses an empty address', async () => {
    const adapters = demoWorld();
    await expectAppError(
      new WithdrawFromContract(adapters.userApi).execute({ email: ' ', contract: 'not-sure' }),
      'validation/invalid',
    );
  });
});
