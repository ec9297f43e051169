import type { WebhookSetting } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { webhooksToSave } from './save-webhooks';

const setting = (slug: WebhookSetting['webhook']['slug'], isDisabled: boolean): WebhookSetting => ({
  webhook: { slug, title: slug },
  is_disabled: isDisabled,
});

describe('webhooksToSave', () => {
  it('sends only the disabled webhooks', () => {
    expect(webhooksToSave([setting('pay_in.paid', true), setting('pay_in.created', false)])).toEqual([
      { slug: 'pay_in.paid', is_disabled: true },
    ]);
  });

  it('sends every webhook when none is disabled', () => {
    expect(webhooksToSave([setting('pay_in.paid', false), setting('pay_in.created', false)])).toEqual([
      { slug: 'pay_in.paid', is_disabled: false },
      { slug: 'pay_in.created', is_disabled: false },
    ]);
  });
});
