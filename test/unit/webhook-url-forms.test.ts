import { describe, expect, it } from 'vitest';
import { normalisedWebhookUrl, webhookUrlProblem } from '../../core/webhooks/url-policy.js';

const refused = { allowPrivateTargets: false };

describe('webhook URLs with private targets refused', () => {
  it.each([
    'http://127.0.0.1/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://017700000001/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[::1]/',
    'http://[::]/',
    'http://0/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:a9fe:a9fe]/',
    'http://metadata.google.internal/',
    'http://metadata.google.internal./',
    'http://LOCALHOST:8080/',
    'http://10.1.2.3/',
    'http://[fd00::1]/',
  ])('refuses %s', (url) => {
    expect(webhookUrlProblem(url, refused)).toMatch(/not allowed/);
  });

  it('accepts public addresses and names', () => {
    expect(webhookUrlProblem('https://hooks.example.com/x', refused)).toBeNull();
    expect(webhookUrlProblem('http://93.184.215.14/x', refused)).toBeNull();
  });

  it('normalises what it stores', () => {
    expect(normalisedWebhookUrl('HTTP://Hooks.Example.COM:80/a/../b?x=1')).toBe('http://hooks.example.com/b?x=1');
    expect(normalisedWebhookUrl('https://hooks.example.com')).toBe('https://hooks.example.com/');
  });
});
