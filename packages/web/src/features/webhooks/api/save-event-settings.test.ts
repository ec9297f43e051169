import type { WebhookSetting } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { eventSettingsToSave } from './save-event-settings';

const setting = (slug: WebhookSetting['webhook']['slug'], isDisabled: boolean): WebhookSetting => ({
  webhook: { slug, title: slug },
  is_disabled: isDisabled,
});

describe('eventSettingsToSave', () => {
  it('sends only the disabled webhooks', () => {
    expect(eventSettingsToSave([setting('order.paid', true), setting('order.created', false)])).toEqual([
      { slug: 'order.paid', is_disabled: true },
    ]);
  });

  it('sends every webhook when none is disabled', () => {
    expect(eventSettingsToSave([setting('order.paid', false), setting('order.created', false)])).toEqual([
      { slug: 'order.paid', is_disabled: false },
      { slug: 'order.created', is_disabled: false },
    ]);
  });
});
