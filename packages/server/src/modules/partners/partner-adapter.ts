import { randomBytes } from 'node:crypto';

/** What the platform asks of a partner payment system. */
export type PartnerAdapter = {
  createOrder(input: {
    reference: string;
    direction: 'pay_in' | 'pay_out';
    amount: string;
    currency: string;
    paymentType?: string;
    /** A pay-out's recipient, as the merchant gave it. */
    recipient?: { payment_option: string; attributes: Record<string, string> } | null;
  }): Promise<{ partnerOrderId: string; payment: Record<string, string> }>;
  orderStatus(partnerOrderId: string): Promise<PartnerOrderStatus>;
  /** Asks the partner to cancel an order it took; an order it already closed stays as it is. */
  cancelOrder(partnerOrderId: string): Promise<PartnerOrderStatus>;
  /** The USDT the partner says it holds for us, as a decimal. */
  balance(currency: string): Promise<string>;
};

export type PartnerOrderStatus = 'pending' | 'paid' | 'canceled';

/** The partner could not be reached or did not answer as it should: counts against its circuit breaker. */
export class PartnerUnavailableError extends Error {}

/** The partner answered and said no (no executor, a refused amount): a working partner's word about one order. */
export class PartnerRefusedError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

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
    cancelOrder: () => call(() => 'canceled' as const),
    balance: () => call(() => '1000000.00'),
  };
};
