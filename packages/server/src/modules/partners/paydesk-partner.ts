import { MERCHANT_API_BASE } from '@paydesk/contract';
import { merchantSignature } from '../../http/merchant-auth';
import { PartnerUnavailableError, type PartnerAdapter, type PartnerOrderStatus } from './partner-adapter';
import { errorOf, type PartnerAnswer, type PartnerRequest } from './partner-http';

export type PaydeskCredentials = { baseUrl: string; apiKey: string; secret: string };

type RemoteOrder = {
  id?: unknown;
  status?: unknown;
  payment_details?: Record<string, unknown>;
};

/** The remote order's status in the words the engine follows: paid once paid (or done), canceled, or still open. */
export const statusOfRemote = (status: unknown): PartnerOrderStatus | null => {
  if (status === 'paid' || status === 'done') return 'paid';
  if (status === 'canceled') return 'canceled';
  if (status === 'new' || status === 'in-progress' || status === 'dispute') return 'pending';
  return null;
};

/** The id the remote instance knows our order by: derived from our order id, so a repeated create is answered, not doubled. */
export const remoteOrderId = (orderId: string) => `pd-${orderId}`;

/**
 * Another Paydesk instance as a partner, reached through its merchant API: every call signed
 * with the merchant's secret key (`timestamp.METHOD.path.body`, HMAC-SHA256) as that API expects.
 */
export const createPaydeskPartner = (credentials: PaydeskCredentials, request: PartnerRequest): PartnerAdapter => {
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const call = async (method: string, path: string, body?: unknown): Promise<PartnerAnswer> => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    // Signed as the remote app sees its own path: a proxy that serves it under a prefix strips the prefix.
    const signed = `${MERCHANT_API_BASE}${path}`;
    return request(`${base}${MERCHANT_API_BASE}${path}`, {
      method,
      headers: {
        'x-api-key': credentials.apiKey,
        'x-timestamp': timestamp,
        'x-signature': merchantSignature(credentials.secret, timestamp, method, signed, raw),
      },
      body: raw,
    });
  };
  const order = (answer: PartnerAnswer) => {
    if (answer.status < 200 || answer.status >= 300) throw errorOf(answer);
    const data = (answer.body as { data?: RemoteOrder } | null)?.data;
    if (!data || typeof data.id !== 'string') throw new PartnerUnavailableError('the answer holds no order');
    const status = statusOfRemote(data.status);
    if (!status) throw new PartnerUnavailableError(`unknown order status ${String(data.status).slice(0, 40)}`);
    return { id: data.id, status, details: data.payment_details ?? {} };
  };
  const idParam = (partnerOrderId: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(partnerOrderId)) throw new PartnerUnavailableError('not an order id of this partner');
    return partnerOrderId;
  };
  return {
    createOrder: async (input) => {
      const body = {
        direction: input.direction,
        merchant_order_id: remoteOrderId(input.reference),
        amount: input.amount,
        currency: input.currency,
        ...(input.paymentType ? { payment_type: input.paymentType } : {}),
        ...(input.recipient ? { recipient: input.recipient } : {}),
      };
      const taken = order(await call('POST', '/orders', body));
      // What the customer needs to pay: the remote order's details that are set.
      const payment = Object.fromEntries(
        Object.entries(taken.details).flatMap(([key, value]) =>
          typeof value === 'string' && value !== '' && key !== 'payment_type' && key !== 'bank' ? [[key, value]] : [],
        ),
      );
      return { partnerOrderId: taken.id, payment };
    },
    orderStatus: async (partnerOrderId) => order(await call('GET', `/orders/${idParam(partnerOrderId)}`)).status,
    cancelOrder: async (partnerOrderId) => {
      const answer = await call('POST', `/orders/${idParam(partnerOrderId)}/cancel`);
      // Already past `new` there: what it is now decides.
      if (answer.status === 409 || answer.status === 422) return order(await call('GET', `/orders/${partnerOrderId}`)).status;
      return order(answer).status;
    },
    balance: async () => {
      const answer = await call('GET', '/balance');
      if (answer.status < 200 || answer.status >= 300) throw errorOf(answer);
      const amount = (answer.body as { data?: { available?: { amount?: unknown } } } | null)?.data?.available?.amount;
      if (typeof amount !== 'string' || !/^-?\d+(\.\d+)?$/.test(amount)) throw new PartnerUnavailableError('the answer holds no balance');
      return amount;
    },
  };
};
