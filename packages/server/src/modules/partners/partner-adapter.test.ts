import { describe, expect, it } from 'vitest';
import { createSandboxPartner, PartnerUnavailableError } from './partner-adapter';

describe('sandbox partner', () => {
  it('answers after its latency, creates orders that settle later, and reports a balance', async () => {
    const partner = createSandboxPartner({ latencyMs: 20, failureRate: 0, random: () => 0.5 });
    const started = Date.now();
    const order = await partner.createOrder({ reference: 'o-1', direction: 'pay_in', amount: '1500.00', currency: 'RUB' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(19);
    expect(order.partnerOrderId).toMatch(/^sbx_[0-9a-z]+_[0-9a-f]{16}$/);
    expect(order.payment.reference).toBe('o-1');
    expect(await partner.orderStatus(order.partnerOrderId)).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect(await partner.orderStatus(order.partnerOrderId)).toBe('paid');
    expect(await partner.orderStatus('sbx_unknown')).toBe('canceled');
    // Another process's sandbox answers the same: the status lives in the id, not in memory.
    const elsewhere = createSandboxPartner({ latencyMs: 20, failureRate: 0, random: () => 0.5 });
    expect(await elsewhere.orderStatus(order.partnerOrderId)).toBe('paid');
    expect(await partner.balance('RUB')).toBe('1000000.00');
  });

  it('fails at its configured rate', async () => {
    const partner = createSandboxPartner({ latencyMs: 0, failureRate: 0.5, random: () => 0.2 });
    await expect(partner.balance('RUB')).rejects.toBeInstanceOf(PartnerUnavailableError);
  });
});
