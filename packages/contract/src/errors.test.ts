import { describe, expect, it } from 'vitest';
import { authErrors } from './auth/auth.errors';
import { commonErrors } from './common/errors';
import { VALIDATION_MESSAGES } from './common/validation-messages';
import { ERRORS } from './errors';
import { flowsErrors } from './flows/flows.errors';
import { ordersErrors } from './orders/orders.errors';
import { usersErrors } from './users/users.errors';
import { walletsErrors } from './wallets/wallets.errors';
import { paymentPageErrors } from './payment-page/payment-page.errors';
import { webhooksErrors } from './webhooks/webhooks.errors';
import { terminalsErrors } from './terminals/terminals.errors';
import { notificationTemplatesErrors } from './terminals/notification-templates.errors';
import { disputesErrors } from './disputes/disputes.errors';
import { antiFraudErrors } from './antifraud/antifraud.errors';
import { opsErrors } from './ops/ops.errors';
import { partnersErrors } from './partners/partners.errors';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('error codes', () => {
  it('are declared by exactly one domain each: none is silently overridden when they are gathered', () => {
    const declared = [
      commonErrors,
      authErrors,
      usersErrors,
      walletsErrors,
      flowsErrors,
      ordersErrors,
      paymentPageErrors,
      webhooksErrors,
      terminalsErrors,
      notificationTemplatesErrors,
      disputesErrors,
      antiFraudErrors,
      opsErrors,
      partnersErrors,
    ].flatMap((domain) => Object.keys(domain));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(ERRORS).sort()).toEqual([...declared].sort());
  });

  it('each carry an error status and both texts, with the same placeholders in both languages', () => {
    for (const [code, spec] of Object.entries(ERRORS)) {
      expect(spec.status, code).toBeGreaterThanOrEqual(400);
      expect(spec.status, code).toBeLessThan(600);
      expect(spec.en.trim(), code).not.toBe('');
      expect(spec.ru.trim(), code).not.toBe('');
      expect(placeholders(spec.ru), code).toEqual(placeholders(spec.en));
    }
  });

  it('validation texts name the same placeholders in both languages', () => {
    for (const [key, texts] of Object.entries(VALIDATION_MESSAGES)) expect(placeholders(texts.ru), key).toEqual(placeholders(texts.en));
  });
});
