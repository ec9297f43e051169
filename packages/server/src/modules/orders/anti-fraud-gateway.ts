import type { ConfigSnapshot } from '../../db/config-snapshot';

/**
 * What order creation asks of the anti-fraud domain, which is made before the order engine and
 * handed to it (`OrderPorts`): whether the customer's order may go on, and which traders and
 * requisites routing must leave out. Both read through the configuration snapshot.
 */
export type AntiFraudGateway = {
  screenOrder(
    order: { merchantId: string; customerId: string | null; currency: string; fiatMinor: bigint },
    snapshot: ConfigSnapshot,
  ): Promise<{ rule: string; caseId: string | null } | null>;
  stops(snapshot: ConfigSnapshot): Promise<{ traders: ReadonlySet<string>; requisites: ReadonlySet<string> }>;
};
