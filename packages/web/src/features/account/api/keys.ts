/** Every cache key of the account feature: its calls and whoever refreshes them read them here. */
export const accountKeys = {
  webhooks: () => ['account', 'webhooks'] as const,
};
