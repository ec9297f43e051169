/** Every cache key of the auth feature. */
export const authKeys = {
  sessions: () => ['auth', 'sessions'] as const,
};
