import { randomBytes } from 'node:crypto';

/** What the platform asks of a partner payment system. */
export type PartnerAdapter = {
  createOrder(input: {
    reference: string;
    direction: 'pay_in' | 'pay_out';
    amount: string;
    currency: string;
  }): Promise<{ partnerOrderId: string; payment: Record<string, string> }>;
  orderStatus(partnerOrderId: string): Promise<'pending' | 'paid' | 'canceled'>;
  balance(currency: string): Promise<string>;
};

export class PartnerUnavailableError extends Error {}

/**
 * A partner that behaves like a real one: it answers after a delay, fails now and then, and
 * settles its orders after a while. Latency and failure rate are configurable.
 */
export const createSandboxPartner = (options: { latencyMs: number; failureRate: number; random?: () => number }): PartnerAdapter => {
  const random = options.random ?? Math.random;
  const call = async <T>(work: () => T): Promise<T> => {
    await new Promise((resolve) => setTimeout(resolve, options.latencyMs * (0.5 + random())));
    if (random() < options.failureRate) throw new PartnerUnavailableError('The sandbox partner is unavailable (simulated failure)');
    return work();
  };
  return {
    createOrder: (input) =>
      call(() => {
        // The id carries its creation time, so that any server process can answer its status.
        const partnerOrderId = `sbx_${Date.now().toString(36)}_${randomBytes(8).toString('hex')}`;
        return { partnerOrderId, payment: { card_number: '2200700000000000', holder: 'SANDBOX PARTNER', reference: input.reference } };
      }),
    orderStatus: (partnerOrderId) =>
      call(() => {
        const match = /^sbx_([0-9a-z]+)_[0-9a-f]{16}$/.exec(partnerOrderId);
        if (!match) return 'canceled' as const;
        return Date.now() - parseInt(match[1]!, 36) > 10 * options.latencyMs ? ('paid' as const) : ('pending' as const);
      }),
    balance: () => call(() => '1000000.00'),
  };
};
