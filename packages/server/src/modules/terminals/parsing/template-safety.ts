import { isSafePattern } from 'redos-detector';
import { bankOfSource } from './bank-sources';
import { TEMPLATE_GROUPS, type NotificationTemplate } from './notification-template';
import { subjectsOf } from './parse-notification';

export const MAX_PATTERN_LENGTH = 1000;
/** How long the backtracking analysis may take; a pattern it cannot clear in time is refused. */
const ANALYSIS_TIMEOUT_MS = 1500;

export type TemplateCandidate = Pick<NotificationTemplate, 'bank' | 'sources' | 'kind' | 'pattern'>;
export type KnownSample = { title?: string | null; text: string };

export type TemplateRefusal =
  | 'template_invalid_pattern'
  | 'template_unsafe_pattern'
  | 'template_unknown_group'
  | 'template_matches_known_sample'
  | 'template_unknown_source';

export type TemplateCheck = { ok: true } | { ok: false; code: TemplateRefusal; sample?: string };

const ALLOWED_GROUPS: ReadonlySet<string> = new Set(TEMPLATE_GROUPS);

/** Every named group of a compiling pattern: an empty alternative makes the match list them all. */
const groupNames = (pattern: string): string[] => Object.keys(new RegExp(`(?:${pattern})|`, 'iu').exec('')?.groups ?? {});

/**
 * The analyser reads ES2018 syntax without named groups; a name changes nothing about
 * backtracking, so "(?<amount>" is checked as "(". Escapes and character classes are kept as they are.
 */
const withoutGroupNames = (pattern: string): string => {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (inClass) {
      inClass = ch !== ']';
      out += ch;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch === '(' && pattern.startsWith('?<', i + 1) && !'=!'.includes(pattern[i + 3] ?? '=')) {
      const close = pattern.indexOf('>', i + 3);
      out += '(';
      i = close > 0 ? close : i;
    } else {
      out += ch;
    }
  }
  return out;
};

/** True when no input can make the pattern backtrack catastrophically, as far as the analysis can tell. */
export const isBacktrackingSafe = (pattern: string): boolean => {
  // A back-reference by name cannot be rewritten without renumbering groups; templates have no use for one.
  if (pattern.includes('\\k<')) return false;
  try {
    return isSafePattern(withoutGroupNames(pattern), { unicode: true, timeout: ANALYSIS_TIMEOUT_MS }).safe;
  } catch {
    return false;
  }
};

const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
};

const knownSampleMatched = (pattern: string, samples: readonly KnownSample[]): KnownSample | undefined => {
  const regex = new RegExp(pattern, 'iu');
  return samples.find((sample) => subjectsOf(sample.title, sample.text).some((subject) => regex.test(subject.matchable)));
};

/**
 * Whether an admin's template may be saved. An incoming template confirms customers' payments, so
 * it must not read any known outgoing, ignored or other text as incoming money.
 */
export const checkTemplate = (candidate: TemplateCandidate, knownSamples: readonly KnownSample[]): TemplateCheck => {
  const { pattern } = candidate;
  if (pattern.length === 0 || pattern.length > MAX_PATTERN_LENGTH || !compiles(pattern)) {
    return { ok: false, code: 'template_invalid_pattern' };
  }
  if (groupNames(pattern).some((name) => !ALLOWED_GROUPS.has(name))) return { ok: false, code: 'template_unknown_group' };
  if (candidate.sources.length === 0 || candidate.sources.some((source) => bankOfSource(source) !== candidate.bank)) {
    return { ok: false, code: 'template_unknown_source' };
  }
  if (!isBacktrackingSafe(pattern)) return { ok: false, code: 'template_unsafe_pattern' };
  if (candidate.kind === 'incoming') {
    const matched = knownSampleMatched(pattern, knownSamples);
    if (matched) return { ok: false, code: 'template_matches_known_sample', sample: matched.text };
  }
  return { ok: true };
};
