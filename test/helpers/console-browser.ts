import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install -y chromium); playwright-core drives it, nothing is downloaded. */
export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = fileURLToPath(new URL('../../test-artifacts/console/', import.meta.url));
export const NO_BROWSER_REASON = `skipped: no browser at ${CHROMIUM} (install Debian's chromium: apt-get install -y chromium)`;

/** A free port for serving the test stack's app over real HTTP (the browser needs a URL). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A laptop-sized page whose own complaints (script errors, console errors, 5xx) land in the test log. */
export async function openConsoleBrowser(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && console.error(`[browser console] ${message.text()}`));
  page.on('response', (response) => response.status() >= 500 && console.error(`[browser] ${response.status()} ${response.url()}`));
  return { browser, page };
}
