import { createContext, useContext } from 'react';
import type { Product } from '../../../domain/catalogue';
import type { CheckoutPreview } from '../../../domain/checkout-preview';

/**
 * The terms a member's own situation sets for a plan in place of the plan's own: a gift member's
 * plan has no trial and charges first when the gift ends (DESIGN.md, "Gifts"). The profile, which
 * knows the member, provides them; everywhere else a plan has its own terms. A context rather
 * than a selector of the gift's rules here, so that the first route carries none of them.
 */
export type MemberTerms = (product: Product) => CheckoutPreview | null;

const planTermsOnly: MemberTerms = () => null;

export const MemberTermsContext = createContext<MemberTerms>(planTermsOnly);

export const useMemberTerms = (): MemberTerms => useContext(MemberTermsContext);
