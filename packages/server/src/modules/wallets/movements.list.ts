import { MOVEMENT_ACTIONS, MOVEMENT_TYPES } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';

/** The history's type of each ledger kind; a kind not named here is a funding. */
const TYPE_OF_KIND: Record<(typeof MOVEMENT_ACTIONS)[number], (typeof MOVEMENT_TYPES)[number]> = {
  deposit: 'deposit',
  withdrawal_hold: 'withdrawal',
  withdrawal_release: 'withdrawal',
  withdrawal: 'withdrawal',
  merchant_payout: 'withdrawal',
  insurance: 'insurance',
  insurance_claim: 'insurance',
  order_hold: 'order',
  order_release: 'order',
  order_settlement: 'order',
  trader_reward: 'reward',
  partner_reward: 'reward',
  teamlead_reward: 'reward',
  referral_reward: 'reward',
  platform_fee: 'fee',
  dispute_correction: 'correction',
  demo_funding: 'funding',
  partner_topup: 'funding',
};

const TYPE_SQL = `CASE x.kind ${Object.entries(TYPE_OF_KIND)
  .map(([kind, type]) => `WHEN '${kind}' THEN '${type}'`)
  .join(' ')} ELSE 'funding' END`;

export type MovementRow = {
  id: string;
  kind: string;
  type: (typeof MOVEMENT_TYPES)[number];
  side: 'credit' | 'debit';
  amount: string;
  currency: string;
  balance_after: string | null;
  reference_type: string | null;
  reference_id: string | null;
  order_direction: 'pay_in' | 'pay_out' | null;
  withdrawal_status: string | null;
  created_at: Date;
};

/**
 * One side of one account's transfers: every branch reads one index range in date order, so a
 * page of a wallet with a million movements merges a few rows of each, newest first. A system
 * account is one shard of a total, so its balance after says nothing of the wallet: none is given.
 */
const branch = (param: string, side: 'debit' | 'credit', withBalance: boolean) =>
  `SELECT t.id, t.kind, t.amount, t.currency, '${side}'::text AS side,
          ${withBalance ? `t.${side}_balance_after` : 'NULL::bigint'} AS balance_after,
          t.reference_type, t.reference_id, t.created_at
     FROM ledger_transfers t WHERE t.${side}_account_id = ${param}`;

/**
 * Every movement of a wallet's accounts (a user's available USDT, or the platform's revenue
 * shards), each with the balance around it, its order, deposit or withdrawal, and its type.
 */
export const movementsListSpec = (accountIds: string[], { system }: { system: boolean }): ListSpec => {
  const branches = accountIds.flatMap((_, index) => [
    branch(`$${index + 1}`, 'debit', !system),
    branch(`$${index + 1}`, 'credit', !system),
  ]);
  return {
    select: `x.id, x.kind, ${TYPE_SQL} AS type, x.side, x.amount::text, x.currency, x.balance_after::text, x.reference_type,
             x.reference_id, x.created_at,
             CASE WHEN x.reference_type = 'order' THEN (SELECT o.direction FROM orders o WHERE o.id = x.reference_id::uuid) END AS order_direction,
             CASE WHEN x.reference_type = 'withdrawal' THEN (SELECT w.status FROM withdrawals w WHERE w.id = x.reference_id::uuid) END AS withdrawal_status`,
    // No account yet: nothing ever moved. A branch that finds nothing keeps the SQL one shape.
    branches: branches.length > 0 ? branches : [branch('NULL::uuid', 'debit', false)],
    // A busy wallet has millions of movements: past a thousand the page count says "at least".
    countCap: 1_000,
    params: accountIds,
    filters: [
      {
        field: 'type',
        type: 'enum',
        column: TYPE_SQL,
        // The kinds of the type asked for, so that the index still reads one range per branch.
        condition: (placeholder) =>
          `x.kind = ANY(CASE ${placeholder}::text ${MOVEMENT_TYPES.map(
            (type) =>
              `WHEN '${type}' THEN ARRAY[${Object.entries(TYPE_OF_KIND)
                .filter(([, of]) => of === type)
                .map(([kind]) => `'${kind}'`)
                .join(', ')}]::text[]`,
          ).join(' ')} END)`,
        description: filterLabel('type'),
        values: (lang) => MOVEMENT_TYPES.map((slug) => ({ slug, title: messages(lang).transactionTypes[slug] })),
      },
      {
        field: 'action',
        type: 'enum',
        column: 'x.kind',
        description: filterLabel('action'),
        values: (lang, filters) =>
          MOVEMENT_ACTIONS.filter((kind) => !filters.type || TYPE_OF_KIND[kind] === filters.type).map((slug) => ({
            slug,
            title: messages(lang).transactionActions[slug] ?? slug,
          })),
      },
      { field: 'guid', type: 'string', column: 'x.id', match: 'exact', description: filterLabel('id') },
      {
        field: 'order',
        type: 'string',
        column: 'x.reference_id',
        condition: (placeholder) => `x.reference_type = 'order' AND x.reference_id = ${placeholder}`,
        description: filterLabel('orderId'),
      },
      { field: 'created_at', type: 'datetime', column: 'x.created_at', description: filterLabel('date') },
    ],
    sorts: { created_at: 'x.created_at', amount: 'x.amount' },
    defaultOrder: 'x.created_at DESC, x.id DESC',
    tiebreak: 'x.id',
  };
};
