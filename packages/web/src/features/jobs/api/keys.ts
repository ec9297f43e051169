/** Every cache key of the jobs feature. */
export const jobKeys = {
  all: () => ['jobs'] as const,
};
