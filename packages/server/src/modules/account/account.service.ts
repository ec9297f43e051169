import { USDT_CURRENCY, type CurrentUser } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { messages } from '../../http/messages';
import { decrypt, encrypt } from '../../shared/crypto';
import { randomToken } from '../../shared/ids';
import type { AuthService } from '../auth';
import { recordAudit } from '../audit/audit.service';
import type { RequestContext, SessionAuth } from '../../http/request-context';
import type { SessionService } from '../auth';
import { credentials } from '../users/user-directory.service';
import * as repo from './account.repository';
import type { WalletsService } from '../wallets/wallets.service';
import type { WebhookSettingsService } from '../webhooks';

/** Key purposes: each secret kind is sealed under its own derived key. */
const SEAL_PURPOSE = { secret_key: 'merchant-secret-key' } as const;

export const createAccountService = (
  { db, snapshots, appSecret, config, presence }: AppDeps,
  sessions: SessionService,
  wallets: WalletsService,
  auth: Pick<AuthService, 'confirmPassword'>,
  webhookSettings: Pick<WebhookSettingsService, 'summary'>,
) => ({
  /** Seals secrets stored before they were kept encrypted; run once at start. */
  sealLegacySecrets: () => credentials.sealLegacyApiSecrets(db, (value) => encrypt(appSecret, SEAL_PURPOSE.secret_key, value)),

  /**
   * The merchant an API key names, if it may call the merchant API now, with the secret that
   * signs its requests and the configuration as of this call. Kept in memory while the
   * configuration stands still; a regenerated secret or a blocked merchant moves it, so the change
   * takes effect at once, in every process.
   */
  merchantCredentials: async (apiKey: string) => {
    // Remembered while the configuration stands still: a regenerated secret or a blocked merchant moves it.
    const configuration = await snapshots.fresh();
    const merchant = await configuration.read(`merchant-key:${apiKey}`, async () => {
      const row = await repo.merchantByApiKey(db, apiKey);
      if (!row) return null;
      if (!row.is_active || row.is_blocked || row.secret_key === null) return 'inactive' as const;
      return { merchantId: row.id, secret: decrypt(appSecret, SEAL_PURPOSE.secret_key, row.secret_key) };
    });
    return merchant === null || merchant === 'inactive' ? merchant : { ...merchant, configuration };
  },

  /** The plaintext of a sealed secret, for the code that signs or verifies with it. */
  openSecret: (field: keyof typeof SEAL_PURPOSE, sealed: string | null) =>
    sealed === null ? null : decrypt(appSecret, SEAL_PURPOSE[field], sealed),

  /** The signed-in user in the spec's shape (section 3, current user). */
  current: async (auth: SessionAuth, { actor, lang }: RequestContext): Promise<CurrentUser> => {
    // Presence belongs to the realtime domain; both reads go out together.
    const [row, online, webhook] = await Promise.all([
      repo.findAccount(db, auth.user.id),
      presence.onlineAmong([auth.user.id]),
      auth.user.type === 'merchant' ? webhookSettings.summary(auth.user.id) : null,
    ]);
    if (!row) throw new AppError('unauthenticated');
    const { trader, fees } = row;
    return {
      uuid: row.id,
      username: row.username,
      email: row.email,
      type: { slug: row.type, title: messages(lang).roles[row.type] },
      roles: row.roles,
      is_active: row.is_active,
      is_blocked: row.is_blocked,
      manual_withdrawal: row.manual_withdrawal,
      two_factor: row.two_factor_enabled,
      is_root: auth.user.isRoot,
      two_factor_setup_required: !row.two_factor_enabled && config.require2faFor.includes(row.type),
      invite_code: row.invite_code,
      comment: row.comment,
      is_online: online.has(row.id),
      // The secret key is shown once, when it is made; afterwards only whether there is one.
      api_keys: {
        key: row.api_key,
        has_secret: row.secret_key !== null,
        has_notification: webhook?.hasKey ?? false,
      },
      ws_token: sessions.wsTokenFor(auth.rawSessionId),
      created_by: row.created_by,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      wallets: await wallets.wallets(actor),
      notification_url: webhook?.url ?? null,
      profile: trader
        ? {
            insurance_paid: trader.insurance_paid,
            withdraw_open: trader.withdraw_open,
            deposit_open: trader.deposit_open,
            insurance_payment_amount:
              trader.insurance_payment_amount === null ? null : { amount: trader.insurance_payment_amount, currency: USDT_CURRENCY },
            insurance_payment_currency: trader.insurance_payment_currency,
            fees,
          }
        : null,
    };
  },

  /** A new API secret, after the current password: the answer is the only time it is shown. */
  regenerateSecretKey: async (currentPassword: string, { actor }: RequestContext) => {
    const { id: userId, ip } = actor;
    await auth.confirmPassword(userId, currentPassword, ip);
    const secret = randomToken(32);
    await db.transaction(async (tx) => {
      await credentials.setSealedApiSecret(tx, userId, encrypt(appSecret, SEAL_PURPOSE.secret_key, secret));
      await recordAudit(tx, { actorId: userId, action: 'user.secret_key_regenerated', entityType: 'user', entityId: userId, ip });
    });
    return secret;
  },
});

export type AccountService = ReturnType<typeof createAccountService>;
