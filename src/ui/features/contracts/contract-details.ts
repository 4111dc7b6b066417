import type { CancellationKind, ContractChoice } from '../../../domain/contracts';

/** Which of the law's two pages: "Cancel contracts here" or "Withdraw from contract here". */
export type ContractMode = 'cancel' | 'withdraw';

/** What the person typed and chose on a contract page. */
export interface ContractDetails {
  email: string;
  contract: ContractChoice;
  kind: CancellationKind;
  /** 'YYYY-MM-DD', or '' for the earliest possible date. */
  endDate: string;
  reason: string;
}
