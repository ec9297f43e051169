import { WEBHOOK_SLUGS, type WebhookSetting, type WebhookSlug } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { messages } from '../../http/messages';
import type { RequestContext } from '../../http/request-context';
import { decrypt, encrypt } from '../../shared/crypto';
import * as repo from './webhook-settings.repository';

/** The key purpose the signing keys are sealed under (unchanged since they lived with the user). */
const SEAL_PURPOSE = 'merchant-notification-key';

/**
 * A merchant's webhook settings (the settings page): where its webhooks go, the key that signs
 * them, and the event types it turned off. Read by the delivery engine at each attempt, so a
 * change applies at once.
 */
export const createWebhookSettingsService = ({ db, appSecret }: Pick<AppDeps, 'db' | 'appSecret'>) => {
  const open = (sealed: string | null) => (sealed ? decrypt(appSecret, SEAL_PURPOSE, sealed) : null);

  return {
    /** Seals keys stored before they were kept encrypted; run once at start. */
    sealLegacyKeys: () => repo.sealLegacyKeys(db, (value) => encrypt(appSecret, SEAL_PURPOSE, value)),

    /** Where the merchant's webhooks go and which types it turned off. */
    target: async (merchantId: string) => {
      const row = await repo.findTarget(db, merchantId);
      return {
        url: row?.url?.trim() ? row.url : null,
        key: open(row?.signing_key ?? null),
        disabled: new Set<string>(row?.disabled ?? []),
      };
    },

    /** What the merchant's own account shows: the URL, and whether a key is set (never the key). */
    summary: async (merchantId: string) => {
      const row = await repo.findTarget(db, merchantId);
      return { url: row?.url ?? null, hasKey: Boolean(row?.signing_key) };
    },

    /** The merchant's signing key, read when the merchant asks to see it. */
    key: async ({ actor: { id } }: RequestContext) => open((await repo.findTarget(db, id))?.signing_key ?? null),

    setKey: async (key: string, { actor: { id } }: RequestContext) => {
      await repo.setSealedKey(db, id, encrypt(appSecret, SEAL_PURPOSE, key));
      return key;
    },

    setUrl: async (url: string, { actor: { id } }: RequestContext) => {
      await repo.setUrl(db, id, url);
      return url;
    },

    eventSettings: async ({ actor: { id }, lang }: RequestContext): Promise<WebhookSetting[]> => {
      const saved = new Map((await repo.listEventSettings(db, id)).map((row) => [row.slug, row.is_disabled]));
      return WEBHOOK_SLUGS.map((slug) => ({
        webhook: { slug, title: messages(lang).webhooks[slug] },
        is_disabled: saved.get(slug) ?? false,
      }));
    },

    /**
     * The web app sends only the disabled webhooks (or all when none is disabled), so a webhook
     * missing from the list is enabled.
     */
    saveEventSettings: async (sent: { slug: WebhookSlug; is_disabled: boolean }[], { actor: { id } }: RequestContext) => {
      const disabled = new Set(sent.filter((item) => item.is_disabled).map((item) => item.slug));
      await db.transaction((tx) =>
        repo.saveEventSettings(
          tx,
          id,
          WEBHOOK_SLUGS.map((slug) => ({ slug, is_disabled: disabled.has(slug) })),
        ),
      );
    },
  };
};

export type WebhookSettingsService = ReturnType<typeof createWebhookSettingsService>;
