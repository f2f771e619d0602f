import { describe, expect, it } from 'vitest';
import { credentialsToSend } from '../../activities/tracking/job-folder.js';
import { privateAddressOf, refusedAddressOf } from '../../core/outbound/resolved-address.js';
import { normalisedOutboundUrl, outboundUrlProblem } from '../../core/outbound/target-url.js';
import { pendingIntegrations } from '../../core/tracking/integrations.js';

const refuse = { allowPrivateTargets: false };
const open = { allowPrivateTargets: true };

describe('the one outbound rule (webhooks and trackers)', () => {
  it.each([
    'http://127.0.0.1:9464',
    'http://localhost:5432',
    'http://localhost.:5432',
    'http://[::1]:8080',
    'http://10.0.0.1',
    'http://100.64.0.7',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
    'http://0x7f.1/',
  ])('refuses %s unless private targets are allowed', (url) => {
    expect(outboundUrlProblem(url, refuse, 'MLflow tracking servers')).toMatch(/not allowed as MLflow tracking servers/);
    expect(outboundUrlProblem(url, open, 'MLflow tracking servers')).toBeNull();
  });

  it.each([
    'http://169.254.169.254/latest',
    'http://[::ffff:169.254.169.254]/',
    'http://0xa9fea9fe/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/',
    'http://100.100.100.200/',
    'http://metadata.google.internal/',
    'http://metadata/',
  ])('refuses %s even where private targets are allowed (link-local and cloud metadata)', (url) => {
    expect(outboundUrlProblem(url, refuse, 'MLflow tracking servers')).toMatch(/not allowed as MLflow tracking servers/);
    expect(outboundUrlProblem(url, open, 'MLflow tracking servers')).toMatch(/never allowed as MLflow tracking servers/);
  });

  it('finds a name that resolves to a refused address under either setting', async () => {
    const resolvesToMetadata = async () => [{ address: '169.254.169.254' }];
    const resolvesToLan = async () => [{ address: '192.168.1.20' }];
    expect(await refusedAddressOf('evil.example', true, resolvesToMetadata)).toBe('169.254.169.254');
    expect(await refusedAddressOf('lan.example', true, resolvesToLan)).toBeNull();
    expect(await refusedAddressOf('lan.example', false, resolvesToLan)).toBe('192.168.1.20');
  });

  it('refuses control characters (the URL parser would drop CR/LF silently) whatever the setting', () => {
    const forged = 'https://mlflow.example.com/x\r\n{"event":"progress","step":424242,"loss":1e-7}\n';
    for (const policy of [refuse, open]) expect(outboundUrlProblem(forged, policy, 'x')).toMatch(/control characters/);
    expect(outboundUrlProblem('https://mlflow.example.com/\u0000', open, 'x')).toMatch(/control characters/);
    expect(outboundUrlProblem('https://mlflow.example.com/\u2028', open, 'x')).toMatch(/control characters/);
  });

  it('stores URLs normalised', () => {
    expect(normalisedOutboundUrl('HTTPS://MLflow.Example.COM:443/a/../b')).toBe('https://mlflow.example.com/b');
  });

  it('finds a DNS name that resolves to loopback on this machine', async () => {
    expect(await privateAddressOf('localhost')).toMatch(/^(127\.|::1$)/);
  });
});

describe('stored tracker credentials', () => {
  const stored = { mlflow: { token: 'T0KEN-SECRET', bound_origin: 'https://mlflow.example.com' }, wandb: { api_key: 'WANDB-SECRET' } };
  const runOf = (trackingUri: string, allowed: boolean) => pendingIntegrations([{ type: 'mlflow', tracking_uri: trackingUri }, { type: 'wandb', project: 'p' }], allowed);

  it('go to the host they were stored for, without the binding', () => {
    expect(credentialsToSend(runOf('https://mlflow.example.com/api', true), stored)).toEqual({ mlflow: { token: 'T0KEN-SECRET' }, wandb: { api_key: 'WANDB-SECRET' } });
  });

  it('go to no other host (scheme, host and port must match)', () => {
    for (const uri of ['https://attacker.example.net/x', 'http://mlflow.example.com/', 'https://mlflow.example.com:8443/']) {
      expect(credentialsToSend(runOf(uri, true), stored).mlflow).toBeUndefined();
    }
  });

  it('are sent nowhere for a run whose key lacked integrations:write, or when stored unbound', () => {
    expect(credentialsToSend(runOf('https://mlflow.example.com/api', false), stored)).toEqual({});
    expect(credentialsToSend(runOf('https://mlflow.example.com/api', true), { mlflow: { token: 'T0KEN-SECRET' } })).toEqual({});
  });
});
