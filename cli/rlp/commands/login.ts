import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import { apiFor, must } from '../api.js';
import { configPath, DEFAULT_BASE_URL, readStoredLogin, writeStoredLogin } from '../config-file.js';
import { UsageError } from '../exit-codes.js';
import { printResult, withJson } from '../output.js';

/** Asks on the terminal without echoing what is typed (the key would stay on screen and in scrollback). */
async function askSecret(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError('no --api-key given and stdin is not a terminal to ask for one');
  process.stderr.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return (await prompt.question('')).trim();
  } finally {
    prompt.close();
    process.stderr.write('\n');
  }
}

export function registerLogin(program: Command): void {
  withJson(
    program
      .command('login')
      .description(`verify an API key and store it (with the base URL) in ${configPath()}, readable only by you`)
      .option('--api-key <svc_key>', 'the key (asked for when omitted)')
      .option('--base-url <url>', `where the API is served (default: the stored one, else ${DEFAULT_BASE_URL})`),
  ).action(async (options: { apiKey?: string; baseUrl?: string; json?: boolean }) => {
    const stored = await readStoredLogin();
    const baseUrl = options.baseUrl ?? process.env.RLP_BASE_URL ?? stored?.base_url ?? DEFAULT_BASE_URL;
    const apiKey = options.apiKey ?? (await askSecret('API key (svc_…, not shown): '));
    if (!apiKey) throw new UsageError('an API key is required');
    const login = { base_url: baseUrl, api_key: apiKey };
    const me = await must(apiFor(login).client.GET('/v1/keys/me'));
    await writeStoredLogin(login);
    printResult(options, { object: 'login', base_url: baseUrl, config_path: configPath(), key: me }, () =>
      `Logged in to ${baseUrl} as key '${me.name}' (${me.id}, account ${me.account_id}); stored in ${configPath()}`,
    );
  });
}
