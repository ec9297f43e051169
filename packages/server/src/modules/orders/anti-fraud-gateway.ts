import type { ConfigSnapshot } from '../../db/config-snapshot';

/**
 * What order creation asks of the anti-fraud domain, which plugs itself in at start-up
 * (`OrdersService.useAntiFraud`): whether the customer's order may go on, and which traders and
 * requisites routing must leave out. Both read through the configuration snapshot.
 */
export type AntiFraudGateway = {
  screenOrder(
    order: { merchantId: string; customerId: string | null; currency: string; fiatMinor: bigint },
    snapshot: ConfigSnapshot,
  ): Promise<{ rule: string; caseId: string | null } | null>;
  stops(snapshot: ConfigSnapshot): Promise<{ traders: ReadonlySet<string>; requisites: ReadonlySet<string> }>;
};

const NOTHING: ReadonlySet<string> = new Set();

/** Until the anti-fraud domain plugs in (and in a server built without it), nothing is refused or left out. */
export const NO_ANTI_FRAUD: AntiFraudGateway = {
  screenOrder: async () => null,
  stops: async () => ({ traders: NOTHING, requisites: NOTHING }),
};
