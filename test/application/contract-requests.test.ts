import {
  ConfirmContractRequest,
  PreviewContractConfirmation,
} from '../../src/application/use-cases/contract-confirmation';
import {
  CancelContract,
  WithdrawFromContract,
} from '../../src/application/use-cases/contract-requests';
import { ValidationError } from '../../src/application/validation-error';
import type { ContractCancellation } from '../../src/domain/contracts';
import { member } from '../support/builders';
import { demoWorld, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { userApiWith } from './support/demo-world';

const pat = member({ subscribedAt: '2026-01-15', renewsAt: '2027-02-10' });

const ordinary: ContractCancellation = {
  email: ` ${pat.email} `,
  contract: 'membership-yearly',
  kind: 'ordinary',
  reason: 'ignored for an ordinary cancellation',
  endDate: null,
};

const inWorldWithPat = () => demoWorld({ storage: worldWith(pat) });
const patNow = (adapters: ReturnType<typeof inWorldWithPat>) =>
  adapters.world.state.profiles.find((profile) => profile.uid === pat.uid)?.subscription;

describe('CancelContract', () => {
  it("receives a visitor's cancellation, changes nothing, and mails the account its link", async () => {
    const adapters = inWorldWithPat();

    const receipt = await new CancelContract(adapters.userApi).execute(ordinary);

    expect(receipt).toEqual({ receivedAt: adapters.clock.now() });
    expect(patNow(adapters)?.autoRenew).toBe(true);
    const mail = adapters.world.state.acknowledgments.at(-1);
    expect(mail).toMatchObject({ email: pat.email, subject: 'Please confirm your cancellation' });
    expect(mail?.body).not.toContain('ignored');
  });

  it("applies the signed-in owner's cancellation at once, and says until when access lasts", async () => {
    const adapters = inWorldWithPat();
    await signInAs(adapters, pat.email);

    const receipt = await new CancelContract(adapters.userApi).execute(ordinary);

    expect(receipt.outcome).toEqual({ status: 'applied', accessEndsOn: '2027-02-10' });
    expect(patNow(adapters)).toMatchObject({ autoRenew: false, renewsAt: '2027-02-10' });
  });

  it('keeps the reason of an extraordinary cancellation', async () => {
    const adapters = inWorldWithPat();

    await new CancelContract(adapters.userApi).execute({
      ...ordinary,
      kind: 'extraordinary',
      reason: '  Moving abroad ',
    });

    expect(adapters.world.state.acknowledgments.at(-1)?.body).toContain('Reason: Moving abroad');
  });

  it('refuses an address that is not one, before any call', async () => {
    const adapters = inWorldWithPat();

    const refused = new CancelContract(adapters.userApi).execute({ ...ordinary, email: 'nope' });

    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    expect(adapters.world.state.acknowledgments).toHaveLength(0);
  });
});

describe('WithdrawFromContract', () => {
  it('receives a withdrawal, and e-mails what came of it', async () => {
    const adapters = inWorldWithPat();

    const receipt = await new WithdrawFromContract(adapters.userApi).execute({
      email: pat.email,
      contract: 'membership-yearly',
    });

    expect(receipt.receivedAt).toBe(adapters.clock.now());
    // Pat subscribed long ago: the 14 days are over, and the e-mail says so.
    expect(adapters.world.state.acknowledgments.at(-1)?.body).toContain('withdrawal period');
  });

  it('refuses an empty address', async () => {
    const adapters = inWorldWithPat();
    await expectAppError(
      new WithdrawFromContract(adapters.userApi).execute({ email: ' ', contract: 'not-sure' }),
      'validation/invalid',
    );
  });
});

describe("the owner's link: PreviewContractConfirmation and ConfirmContractRequest", () => {
  async function requested() {
    const adapters = inWorldWithPat();
    await new CancelContract(adapters.userApi).execute(ordinary);
    const token = adapters.world.state.contractRequests.at(-1)?.token ?? '';
    return { adapters, token };
  }

  it('shows what the link would apply, then applies it once', async () => {
    const { adapters, token } = await requested();
    const outcome = { status: 'applied', accessEndsOn: '2027-02-10' };

    await expect(
      new PreviewContractConfirmation(adapters.userApi).execute(token),
    ).resolves.toMatchObject({ type: 'cancel', kind: 'ordinary', outcome });
    expect(patNow(adapters)?.autoRenew).toBe(true);
    await expect(
      new ConfirmContractRequest(adapters.userApi).execute(token),
    ).resolves.toMatchObject({ outcome });
    expect(patNow(adapters)?.autoRenew).toBe(false);
  });

  it('refuses a missing or malformed token before any call, as an unknown link', async () => {
    const { adapters } = await requested();
    const confirm = jest.fn(adapters.userApi.confirmContractRequest);
    const preview = jest.fn(adapters.userApi.previewContractConfirmation);
    const userApi = userApiWith(adapters.userApi, {
      confirmContractRequest: confirm,
      previewContractConfirmation: preview,
    });

    for (const token of [null, '', 'not a token', 'x'.repeat(300)]) {
      await expectAppError(
        new ConfirmContractRequest(userApi).execute(token),
        'contract/link-unknown',
      );
      await expectAppError(
        new PreviewContractConfirmation(userApi).execute(token),
        'contract/link-unknown',
      );
    }
    expect(confirm).not.toHaveBeenCalled();
    expect(preview).not.toHaveBeenCalled();
  });
});
