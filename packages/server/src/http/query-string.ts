/**
 * Parses a query string, turning `filter[field]=value` into `{ filter: { field: value } }` (one
 * level, as the list protocol uses). A repeated plain key keeps its last value.
 */
export const parseQueryString = (text: string): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = key.match(/^([a-z_]+)\[([A-Za-z0-9_.]+)\]$/);
    if (!nested) {
      out[key] = value;
      continue;
    }
    const [, group, field] = nested as unknown as [string, string, string];
    const bucket = typeof out[group] === 'object' && out[group] !== null ? (out[group] as Record<string, string>) : {};
    bucket[field] = value;
    out[group] = bucket;
  }
  return out;
};
