const SHORT_ID_LIMIT = 8;
const SHORT_ID_EDGE = 4;

/** Ids longer than 8 characters show as their first and last 4. */
export const shortId = (id: string) => (id.length > SHORT_ID_LIMIT ? `${id.slice(0, SHORT_ID_EDGE)}…${id.slice(-SHORT_ID_EDGE)}` : id);
