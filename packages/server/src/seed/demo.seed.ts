import type { Role } from '@paydesk/contract';
import type { Db } from '../db/db';
import { hashPassword, PASSWORD_HASH_COST } from '../modules/auth/password.util';
import { insertUser, markRoot } from '../modules/users/users.repository';
import { uuidv7 } from '../shared/ids';

type DemoAccount = { username: string; password: string; type: Role; roles?: string[]; note: string };

/** The demo accounts; the README lists the same table. Never seeded on a production database. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'root', password: 'root-demo-1', type: 'admin', note: 'admin (root)' },
  { username: 'admin', password: 'admin-demo-1', type: 'admin', note: 'admin' },
  { username: 'support', password: 'support-demo-1', type: 'admin', roles: ['support'], note: 'admin, support sub-role' },
  { username: 'merchant', password: 'merchant-demo-1', type: 'merchant', note: 'merchant' },
  { username: 'trader', password: 'trader-demo-1', type: 'trader', note: 'trader, insurance paid' },
  { username: 'trader2', password: 'trader2-demo-1', type: 'trader', note: 'trader, insurance not paid' },
  { username: 'agent', password: 'agent-demo-1', type: 'agent', note: 'agent' },
  { username: 'partner', password: 'partner-demo-1', type: 'partner', note: 'partner' },
];

const DEMO_FEES = [
  { direction: 'pay_in', min: '0', max: '499', percentage: '5.00' },
  { direction: 'pay_in', min: '500', max: null, percentage: '4.50' },
  { direction: 'pay_out', min: '0', max: null, percentage: '5.00' },
] as const;

/**
 * The demo passwords hashed once at the default work factor, in the order of DEMO_ACCOUNTS: eight
 * scrypt hashes cost a first start four seconds, and these passwords are public anyway.
 */
export const DEMO_PASSWORD_HASHES: readonly string[] = [
  'scrypt$17$8$1$6DX3tac5LHQbs-fVTQcsFA$0PTc3GsmbxYn20SL8HR_ghQQXEqWgT1ryV_crnR4mqm8HmO6Fs1JW35am9h4-Ig7hNHyzSr_ByD_smuETJbH8A',
  'scrypt$17$8$1$GlNvfD8Bdk3QfOCPN09Iog$RMiKtsWtyvvyOKzkMBH5Zdv9laHZ3yQ2iiYbnQgdg1k_2PZLfAbv7YzxtR5qfb3BruB8An2Z7r6PU82b9PxEWQ',
  'scrypt$17$8$1$fPQHurM0LzG84KSwsOaViw$gz5fzheTgj3R0XrL0RZjFkbcuy3b1ITf2ZlvVwNMJF-c_aKE8xrUofFEhUwcsxbeqpXC85JFneZVCGpC_WVBjg',
  'scrypt$17$8$1$NPdhEkFBwppXtQZ5q3U85A$bEjQANbBi2JqOfChXeSQoLnecqZ-PU8o8v1YWRR27c3B17thb9y1hMc3eqN8Vr9oZrCkUwEVlaltSNQ0hijhYQ',
  'scrypt$17$8$1$IlYg9KhL6ZLz6bplKsecKA$hhbbhqRw-l9LnKVfxh2xLMX3lNRkCGg928b4pf-zETxlOb3GfCPxgl9SHgyA1xBFvAdHvKsvRIu373QkEwtyaw',
  'scrypt$17$8$1$mASzlHBVnovoI004J4oepQ$qH5dwZc-LtSivw-81d6Rf94SDCMRk-XrlU1zl9HxC_idWqhHCEEqY2I2QAv-hOzxJdMj0UjWZUSpMZzGPMCpsA',
  'scrypt$17$8$1$2CieU1mANwle5m7m8HH3_g$CIu34Y6Lw0QzsDx6w3Bn6aiMzza5MaAfts6-oFVK5NIhYyN-qRcG4DaRW0pIrEvnezh4mOrr9etQ1of_l9HAyw',
  'scrypt$17$8$1$3l_LHcxqEiN7UnCBpqILGA$0OZAvgumGpVj2JSNkk1X8ASSWqShp_YmK6iyAD6aZyS-NftLiadBHaPOa0i6fYNi915GXlBRAvqhs9rjCdDIug',
];

// Hashing is deliberately slow; one hash per demo password and work factor per process is enough.
const demoHashes = new Map<number, Promise<readonly string[]>>([[PASSWORD_HASH_COST, Promise.resolve(DEMO_PASSWORD_HASHES)]]);

/**
 * Seeds the demo accounts once: does nothing when a root already exists. Returns whether it
 * seeded. Passwords are hashed at the given work factor (the server's `passwordHashCost`).
 */
export const seedDemo = async (db: Db, passwordHashCost: number = PASSWORD_HASH_COST): Promise<boolean> => {
  // A later start finds its root at once and hashes nothing.
  if ((await db.query('SELECT 1 FROM users WHERE is_root')).length > 0) return false;
  let pending = demoHashes.get(passwordHashCost);
  if (!pending) {
    pending = Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password, passwordHashCost)));
    demoHashes.set(passwordHashCost, pending);
  }
  const hashes = await pending;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7271002)');
    if ((await tx.query('SELECT 1 FROM users WHERE is_root')).length > 0) return false;
    let rootId: string | null = null;
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const id = await insertUser(tx, {
        username: account.username,
        passwordHash: hashes[index]!,
        type: account.type,
        roles: account.roles ?? [],
        comment: `Demo ${account.note}`,
        createdBy: rootId,
        manualWithdrawal: account.type === 'merchant',
      });
      if (rootId === null) await markRoot(tx, id);
      rootId ??= id;
      if (account.type !== 'trader') continue;
      const paid = account.username === 'trader';
      await tx.query(
        `INSERT INTO trader_profiles (user_id, withdraw_open, deposit_open, insurance_paid, insurance_payment_amount, insurance_payment_currency)
         VALUES ($1, true, true, $2, 100, 'USDT')`,
        [id, paid],
      );
      // The demo traders confirm payments by hand, so the demo routes before any phone is paired.
      await tx.query('INSERT INTO manual_confirmation_traders (user_id, granted_by) VALUES ($1, $2)', [id, rootId]);
      for (const fee of DEMO_FEES) {
        await tx.query(
          'INSERT INTO user_fees (id, user_id, direction, min_amount, max_amount, percentage) VALUES ($1, $2, $3, $4, $5, $6)',
          [uuidv7(), id, fee.direction, fee.min, fee.max, fee.percentage],
        );
      }
    }
    // The referral structure: the agent leads both traders, the partner referred the merchant.
    const ids = new Map(
      (await tx.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
    );
    for (const trader of ['trader', 'trader2']) {
      await tx.query(
        'INSERT INTO trader_teamleads (trader_id, teamlead_id, is_main, pay_in_percentage, pay_out_percentage) VALUES ($1, $2, true, 1, 0.5)',
        [ids.get(trader), ids.get('agent')],
      );
    }
    await tx.query('INSERT INTO merchant_profiles (user_id, pay_in_percentage, pay_out_percentage) VALUES ($1, 7, 3)', [
      ids.get('merchant'),
    ]);
    await tx.query(
      'INSERT INTO merchant_referrals (merchant_id, referrer_id, pay_in_percentage, pay_out_percentage) VALUES ($1, $2, 0.5, 0.2)',
      [ids.get('merchant'), ids.get('partner')],
    );
    // The demo partner works for the sandbox partner system: it sees the orders the system served.
    await tx.query("UPDATE partner_systems SET user_id = $1 WHERE slug = 'sandbox'", [ids.get('partner')]);
    return true;
  });
};
