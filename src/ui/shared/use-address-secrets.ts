import { useLocation } from 'react-router-dom';
import {
  secretsOfState,
  stateWithSecrets,
  type AddressSecrets,
  type SecretsState,
} from './address-secrets';

/**
 * The secrets the page was handed (src/ui/shared/address-secrets.ts): taken out of the address at the page's
 * start, or passed by the page that sent the person here. A reload and Back keep them.
 */
export function useAddressSecrets(): AddressSecrets {
  return secretsOfState(useLocation().state);
}

/** What a visitor's forms prefill (SPEC.md: e-mail and names), from the handed secrets. */
export type Prefill = Pick<AddressSecrets, 'email' | 'firstName' | 'lastName'>;

/**
 * The prefill this page was handed, and the router state that hands it on to the next visitor's
 * page (sign in ↔ sign up ↔ forgot password, membership → sign up): never in the address.
 */
export function usePrefill(): { prefill: Prefill; handOn: SecretsState } {
  const { email, firstName, lastName } = useAddressSecrets();
  const prefill: Prefill = {
    ...(email !== undefined && { email }),
    ...(firstName !== undefined && { firstName }),
    ...(lastName !== undefined && { lastName }),
  };
  return { prefill, handOn: stateWithSecrets(prefill) };
}
