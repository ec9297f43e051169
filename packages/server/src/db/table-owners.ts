/**
 * The one module that writes each table (docs/architecture.md, "Table ownership"). Another module
 * that needs a change in a table asks its owner's service; `table-owners.test.ts` reads every
 * module's SQL and fails on a write by anyone else. `db` owns what the database and the migration
 * runner keep themselves.
 */
export const TABLE_OWNERS: Record<string, string> = {
  schema_migrations: 'db',
  config_version: 'db',
  // The app's secret lived here before it had a file of its own; start-up moves it out (shared/app-secret.ts).
  system_settings: 'db',

  users: 'users',
  merchant_profiles: 'users',
  trader_profiles: 'users',
  trader_teamleads: 'users',
  merchant_referrals: 'users',
  user_fees: 'users',

  sessions: 'auth',
  login_failures: 'auth',
  password_setup_tokens: 'auth',
  two_factor_recovery_codes: 'auth',

  audit_log: 'audit',
  ledger_accounts: 'ledger',
  ledger_transfers: 'ledger',
  currencies: 'currencies',
  currency_rates: 'rates',

  deposit_addresses: 'wallets',
  chain_deposits: 'wallets',
  withdrawals: 'wallets',

  flows: 'flows',
  flow_merchants: 'flows',
  flow_executors: 'flows',
  flow_executor_fees: 'flows',
  trader_restrictions: 'flows',

  payment_types: 'requisites',
  payment_options: 'requisites',
  requisites: 'requisites',
  requisite_restrictions: 'requisites',

  partner_systems: 'partners',
  partner_health: 'partners',
  partner_balance_log: 'partners',

  orders: 'orders',
  order_history: 'orders',
  merchant_requests: 'orders',
  unprocessed_orders: 'orders',
  order_receipts: 'payment-page',

  order_stats_daily: 'statistics',
  order_paid_times_daily: 'statistics',
  order_stats_deltas: 'statistics',

  webhook_events: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_attempts: 'webhooks',
  webhook_endpoints: 'webhooks',
  webhook_settings: 'webhooks',
  webhook_event_settings: 'webhooks',

  terminals: 'terminals',
  terminal_requisites: 'terminals',
  terminal_notifications: 'terminals',
  notification_templates: 'terminals',
  disabled_builtin_templates: 'terminals',
  manual_confirmation_traders: 'terminals',

  disputes: 'disputes',
  dispute_entries: 'disputes',
  dispute_files: 'disputes',

  anti_fraud_cases: 'antifraud',
  anti_fraud_settings: 'antifraud',

  jobs: 'jobs',
  server_nodes: 'realtime',
  ws_presence: 'realtime',
};
