import { SIGNED_IN_COOKIE } from '@paydesk/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser';
import { loggedIn } from '../test/http-client';

/** The issue's goals on a phone (Lighthouse's default: mobile, Moto G class CPU, slow 4G). */
export const LIGHTHOUSE_GOALS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
type Category = keyof typeof LIGHTHOUSE_GOALS;
const CATEGORIES = Object.keys(LIGHTHOUSE_GOALS) as Category[];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The pages measured and who looks at them. */
const PAGES = [
  { path: '/login', username: null },
  { path: '/users', username: 'admin' },
  { path: '/balance', username: 'merchant' },
] as const;

type Run = {
  scores: Record<Category, number>;
  metrics: string;
  audits: { title: string; savingsMs: number; displayValue: string }[];
};

/** The metrics the performance score is made of, as Lighthouse shows them. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Puts the session in the browser itself (none for an anonymous page). Lighthouse's `extraHeaders`
 * would send it to the server only: the app reads its `signed_in` hint in `document.cookie`, took
 * such a visit for an anonymous one and drew the login page, which was then what got measured.
 */
const useSession = async (port: number, baseUrl: string, cookies: Map<string, string> | null) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Lighthouse’s Chromium has no default context');
    await context.clearCookies();
    if (cookies) {
      await context.addCookies(
        [...cookies].map(([name, value]) => ({ name, value, url: baseUrl, httpOnly: name !== SIGNED_IN_COOKIE, sameSite: 'Lax' as const })),
      );
    }
  } finally {
    // Disconnects; the browser and its default context's cookies stay for Lighthouse.
    await browser.close();
  }
};

const runOnce = async (url: string, port: number): Promise<Run> => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A signed-in page that ended on the login page measured the wrong screen.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse measured ${landed}, not ${url}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  // Where the time goes: the opportunities and diagnostics that cost the most.
  const audits = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details?.type === 'opportunity')
    .map((audit) => ({
      title: audit.title,
      savingsMs: Number((audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0),
      displayValue: audit.displayValue ?? '',
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs);
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
    .map((audit) => ({ title: audit.title, savingsMs: 0, displayValue: 'failed' }));
  const metrics = Object.entries(METRICS)
    .map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return { scores, metrics, audits: [...audits, ...failed] };
};

/**
 * Lighthouse 12.8 (the last that runs on Node 20) on Debian's Chromium, mobile settings, each page
 * `LIGHTHOUSE_RUNS` times (3): the median score per category against the goals, and on a miss
 * the audits that say where the time goes.
 */
export const benchLighthouse = async (baseUrl: string) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const lines: string[] = [];
  try {
    for (const page of PAGES) {
      const session = page.username ? (await loggedIn(baseUrl, page.username, `${page.username}-demo-1`)).cookies : null;
      await useSession(chrome.port, baseUrl, session);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(`${baseUrl}${page.path}`, chrome.port));
      const scores = CATEGORIES.map((category) => {
        const score = median(runs.map((run) => run.scores[category]));
        const goal = LIGHTHOUSE_GOALS[category];
        return `${category} ${score}${score >= goal ? '' : ` (MISS, goal ${goal})`}`;
      });
      lines.push(`${page.path.padEnd(9)} ${scores.join(', ')}  [${runs.map((run) => run.scores.performance).join('/')}]`);
      const missed = CATEGORIES.some((category) => median(runs.map((run) => run.scores[category])) < LIGHTHOUSE_GOALS[category]);
      if (missed) {
        lines.push(`    ${runs[0]?.metrics ?? ''}`);
        for (const audit of (runs[0]?.audits ?? []).slice(0, 6)) {
          lines.push(`    ${audit.title}${audit.savingsMs ? `: ~${Math.round(audit.savingsMs)} ms` : ''} ${audit.displayValue}`.trimEnd());
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return lines;
};
