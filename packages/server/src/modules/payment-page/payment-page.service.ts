import { createHash } from 'node:crypto';
import {
  CURRENCY_SCALES,
  fromMinor,
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_ORDER,
  type OrderReceipt,
  type PaymentPage,
  type PaymentPageStatus,
  type PaymentStatus,
  type ReceiptFile,
} from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { Localized, RequestContext } from '../../http/request-context';
import { uuidv7 } from '../../shared/ids';
import type { OrdersService } from '../orders/orders.service';
import { describeBank, describePaymentType, loadCatalogue } from '../requisites';
import { createReceiptStore, sha256Of, sniffReceiptType } from './receipt-file';

/** How a receipt is told apart by its bytes and kept, for the domains that take files too (anti-fraud, disputes' evidence). */
export { createReceiptStore, sha256Of, sniffReceiptType } from './receipt-file';
import * as repo from './receipts.repository';

type OrderRow = NonNullable<Awaited<ReturnType<OrdersService['byId']>>>;

/** What the customer's page makes of the order's status: an order canceled by its clock has expired. */
export const pageStatusOf = (order: Pick<OrderRow, 'status' | 'expires_at' | 'updated_at'>, now = Date.now()): PaymentPageStatus => {
  switch (order.status) {
    case 'new':
      return order.expires_at.getTime() <= now ? 'expired' : 'awaiting_payment';
    case 'in-progress':
      return 'confirming';
    case 'paid':
    case 'done':
      return 'paid';
    case 'canceled':
      return order.updated_at.getTime() >= order.expires_at.getTime() ? 'expired' : 'canceled';
    // Someone says the money arrived after all (or not as asked): it is being checked.
    case 'dispute':
      return 'confirming';
  }
};

/** Only an address a browser may safely be sent to: http or https, nothing else (no javascript:). */
export const safeReturnUrl = (url: string | null) => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
};

// The name is shown back to people: keep letters, digits and a few marks, and its length sane.
const cleanFileName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120) || 'receipt';

const scaleOf = (currency: string) => CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;

export const createPaymentPageService = ({ db, config }: Pick<AppDeps, 'db' | 'config'>, orders: OrdersService) => {
  const store = createReceiptStore(config.receiptsDir);

  /** The order behind a token, when it has a customer page: a pay-in. Anything else is not found. */
  const orderOf = async (token: string) => {
    const order = await orders.byPaymentToken(token);
    if (!order || order.direction !== 'pay_in') throw new AppError('not_found');
    return order;
  };

  const versionOf = (order: OrderRow, status: PaymentPageStatus, receipts: number) =>
    createHash('sha256').update(`${order.id}:${order.revision}:${status}:${receipts}`).digest('base64url').slice(0, 16);

  /** The bank and the payment type as the customer's bank app names them, in the customer's language. */
  const namesOf = async (details: OrderRow['payment_details'], context: Localized) => {
    const catalogue = await loadCatalogue(db);
    const option = catalogue.option(details.payment_option);
    const type = catalogue.type(details.payment_type);
    const bank = option ? describeBank(option, context).name : details.bank;
    return { bank, type: type ? describePaymentType(type, context).name : details.payment_type };
  };

  const pageOf = async (order: OrderRow, context: Localized): Promise<PaymentPage> => {
    const [receipts, names] = await Promise.all([repo.receiptsOf(db, order.id), namesOf(order.payment_details, context)]);
    const status = pageStatusOf(order);
    const details = order.payment_details;
    return {
      status,
      amount: fromMinor(BigInt(order.fiat_amount), scaleOf(order.fiat_currency)),
      currency: order.fiat_currency,
      payment_type: details.payment_type,
      payment_type_name: names.type,
      bank: names.bank,
      card_number: details.attributes.card_number ?? null,
      phone: details.attributes.phone ?? null,
      account: details.attributes.account_number ?? null,
      account_number: details.attributes.account_number ?? null,
      bik: details.attributes.bik ?? null,
      correspondent_account: details.attributes.correspondent_account ?? null,
      holder: details.attributes.holder ?? null,
      expires_at: order.expires_at.toISOString(),
      server_time: new Date().toISOString(),
      return_url: safeReturnUrl(order.return_url),
      receipts: receipts.map((receipt) => ({
        file_name: receipt.file_name,
        content_type: receipt.content_type,
        size: receipt.size_bytes,
        uploaded_at: receipt.created_at.toISOString(),
      })),
      version: versionOf(order, status, receipts.length),
    };
  };

  /** The back-office's view of an order's receipts: admins, its merchant, its trader. */
  const visibleOrder = async (id: string, { actor }: RequestContext) => {
    const order = await orders.byId(id);
    const sees = order && (actor.type === 'admin' || order.merchant_id === actor.id || order.trader_id === actor.id);
    if (!order || !sees) throw new AppError('not_found');
    return order;
  };

  const toReceipt = (row: repo.ReceiptRow): OrderReceipt => ({
    id: row.id,
    file_name: row.file_name,
    content_type: row.content_type,
    size: row.size_bytes,
    uploaded_at: row.created_at.toISOString(),
  });

  return {
    page: async (token: string, context: Localized) => pageOf(await orderOf(token), context),

    status: async (token: string): Promise<PaymentStatus> => {
      const order = await orderOf(token);
      const status = pageStatusOf(order);
      return {
        status,
        expires_at: order.expires_at.toISOString(),
        server_time: new Date().toISOString(),
        version: versionOf(order, status, await repo.countReceipts(db, order.id)),
      };
    },

    /** "I have paid": the order waits for its executor's confirmation. */
    markPaid: async (token: string, context: Localized) => {
      await orderOf(token);
      return pageOf(await orders.customerSaysPaid(token), context);
    },

    /**
     * Keeps a receipt: its type read from its bytes, its size checked, at most five per order.
     * Taken while the order is open and after it was canceled or expired (the dispute path); a paid
     * order needs none. The file is written before its row and removed again if the row is refused.
     */
    uploadReceipt: async (token: string, fileName: string, base64: string, ip: string | null, context: Localized) => {
      const order = await orderOf(token);
      if (order.status === 'paid' || order.status === 'done') throw new AppError('receipts_closed');
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length > RECEIPT_MAX_BYTES) throw new AppError('receipt_too_large', { max: RECEIPT_MAX_BYTES / 1024 / 1024 });
      const contentType = sniffReceiptType(bytes);
      if (!contentType) throw new AppError('receipt_type');
      const id = uuidv7();
      const key = store.keyOf(order.id, id);
      await store.write(key, bytes);
      try {
        await db.transaction(async (tx) => {
          await repo.lockOrderReceipts(tx, order.id);
          if ((await repo.countReceipts(tx, order.id)) >= RECEIPTS_PER_ORDER)
            throw new AppError('receipt_limit', { max: RECEIPTS_PER_ORDER });
          await repo.insertReceipt(tx, {
            id,
            order_id: order.id,
            file_name: cleanFileName(fileName),
            content_type: contentType,
            size_bytes: bytes.length,
            sha256: sha256Of(bytes),
            storage_key: key,
            uploadedIp: ip,
          });
        });
      } catch (error) {
        await store.remove(key);
        throw error;
      }
      return pageOf(order, context);
    },

    /** The customer's receipts of an order with their bytes, for the domain that makes them evidence. */
    receiptFiles: async (orderId: string) =>
      Promise.all(
        (await repo.receiptsOf(db, orderId)).map(async (row) => ({ name: row.file_name, bytes: await store.read(row.storage_key) })),
      ),

    receipts: async (orderId: string, context: RequestContext) =>
      (await repo.receiptsOf(db, (await visibleOrder(orderId, context)).id)).map(toReceipt),

    receipt: async (orderId: string, receiptId: string, context: RequestContext): Promise<ReceiptFile> => {
      const order = await visibleOrder(orderId, context);
      const row = await repo.findReceipt(db, order.id, receiptId);
      if (!row) throw new AppError('not_found');
      return { ...toReceipt(row), content_base64: (await store.read(row.storage_key)).toString('base64') };
    },
  };
};

export type PaymentPageService = ReturnType<typeof createPaymentPageService>;
