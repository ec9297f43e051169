import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser';

/** Gzip size of every script the login page loads in Chromium. */
export const benchLoginPageJs = async (baseUrl: string) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel(/username/i).waitFor();
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    return [
      ...scripts.map((script) => `  ${script.url}: ${(script.raw / 1024).toFixed(1)} KiB raw, ${(script.gzip / 1024).toFixed(1)} KiB gzip`),
      `login page JavaScript:    ${(total / 1024).toFixed(1)} KiB gzip in ${scripts.length} file(s)`,
    ];
  } finally {
    await browser.close();
  }
};
