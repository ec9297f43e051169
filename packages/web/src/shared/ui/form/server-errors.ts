import { hasServerMessage, isApiError } from '../../api/api-error';

export type ServerErrors = {
  /** Messages of the fields the form shows, by path: each goes under its input. */
  fields: Record<string, string>;
  /** The failure in one line for the form's alert, or null when nothing needs saying there. */
  message: string | null;
  /** "path: message" for refused fields the form has no input for. */
  others: string[];
};

type Placement = {
  /** True for a path the form has an input (or a list) for. */
  shows: (path: string) => boolean;
  /** Turns the server's path into the form's own, e.g. a list index into an item's key. */
  mapPath?: (path: string) => string | null;
  /** What the alert says when every message already stands under its field: the server's own line by default, nothing with null. */
  placedSummary?: string | null;
  /** The alert's text for a failure without the server's words (the network, a crash). */
  fallback: string;
};

/**
 * The one place the server's field messages are split: those of fields the form shows, by the
 * form's path, and the rest with the server's path.
 */
export const splitFieldMessages = (
  messages: Readonly<Record<string, string>>,
  { shows, mapPath }: Pick<Placement, 'shows' | 'mapPath'>,
) => {
  const fields: Record<string, string> = {};
  const unplaced: [path: string, message: string][] = [];
  for (const [serverPath, text] of Object.entries(messages)) {
    const path = mapPath ? mapPath(serverPath) : serverPath;
    if (path !== null && shows(path)) fields[path] ??= text;
    else unplaced.push([serverPath, text]);
  }
  return { fields, unplaced };
};

/**
 * A failed call's answer, placed for a form: field messages under their fields, the rest (and
 * any failure that is not a refusal of fields) in the form's alert.
 */
export const placeServerErrors = (error: unknown, { placedSummary, fallback, ...placement }: Placement): ServerErrors => {
  if (!isApiError(error)) return { fields: {}, message: error instanceof Error && error.message ? error.message : fallback, others: [] };
  const { fields, unplaced } = splitFieldMessages(error.fields, placement);
  const others = unplaced.map(([path, text]) => `${path}: ${text}`);
  const allPlaced = Object.keys(fields).length > 0 && others.length === 0;
  const said = hasServerMessage(error) ? error.localizedMessage : '';
  const message = allPlaced && placedSummary !== undefined ? placedSummary : said || fallback;
  return { fields, message, others };
};

/** A matcher for `shows` from exact paths and patterns. */
export const pathsShown =
  (...patterns: (string | RegExp)[]) =>
  (path: string) =>
    patterns.some((pattern) => (typeof pattern === 'string' ? pattern === path : pattern.test(path)));
