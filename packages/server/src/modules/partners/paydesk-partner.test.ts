import { describe, expect, it } from 'vitest';
import { merchantSignature } from '../../http/merchant-auth';
import { PartnerRefusedError, PartnerUnavailableError } from './partner-adapter';
import { errorOf, type PartnerRequest } from './partner-http';
import { createPaydeskPartner, remoteOrderId, statusOfRemote } from './paydesk-partner';

describe('a remote Paydesk instance’s answers', () => {
  it('follows its order statuses: paid or done is paid, canceled is canceled, open ones are pending, others unknown', () => {
    expect(['new', 'in-progress', 'paid', 'done', 'canceled', 'dispute', 'bogus', null].map(statusOfRemote)).toEqual([
      'pending',
      'pending',
      'paid',
      'paid',
      'canceled',
      'pending',
      null,
      null,
    ]);
  });

  it('tells a refusal of one order from a partner that cannot work now', () => {
    const refusal = errorOf({ status: 422, body: { error: { code: 'no_executor', message: 'No trader serves it.' } } });
    expect(refusal).toBeInstanceOf(PartnerRefusedError);
    expect((refusal as PartnerRefusedError).detail).toBe('No trader serves it.');
    for (const status of [401, 403, 429, 500, 503]) expect(errorOf({ status, body: null })).toBeInstanceOf(PartnerUnavailableError);
  });

  it('signs each call as the merchant API expects (the path the remote app sees, behind a prefix too), and names the order after ours', async () => {
    const calls: { url: string; method: string; headers: Record<string, string>; body: string }[] = [];
    const request: PartnerRequest = async (url, options) => {
      calls.push({ url, ...options });
      return {
        status: 201,
        body: {
          data: {
            id: '0190c6a0-0000-7000-8000-000000000001',
            status: 'new',
            payment_details: { card_number: '2200', bank: 'sber', holder: '' },
          },
        },
      };
    };
    const partner = createPaydeskPartner({ baseUrl: 'https://b.example/paydesk/', apiKey: 'key-1', secret: 'secret-1' }, request);
    const taken = await partner.createOrder({
      reference: 'ours-1',
      direction: 'pay_in',
      amount: '10.00',
      currency: 'RUB',
      paymentType: 'card',
    });
    expect(taken).toEqual({ partnerOrderId: '0190c6a0-0000-7000-8000-000000000001', payment: { card_number: '2200' } });
    const [call] = calls;
    expect(call!.url).toBe('https://b.example/paydesk/api/v1/orders');
    expect(JSON.parse(call!.body)).toMatchObject({ merchant_order_id: remoteOrderId('ours-1'), payment_type: 'card' });
    expect(call!.headers['x-api-key']).toBe('key-1');
    expect(call!.headers['x-signature']).toBe(
      merchantSignature('secret-1', call!.headers['x-timestamp']!, 'POST', '/api/v1/orders', call!.body),
    );
    await expect(partner.orderStatus('../balance')).rejects.toBeInstanceOf(PartnerUnavailableError);
  });
});
