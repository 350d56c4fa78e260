import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded database with demo data by default', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      appUrl: 'http://localhost:3000',
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });
  it('does not seed a PostgreSQL server unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
  it('refuses an ADMIN_PASSWORD longer than sign-in accepts', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'A1a'.padEnd(200, 'x') }).adminPassword).toHaveLength(200);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'A1a'.padEnd(201, 'x') })).toThrow(
      'ADMIN_PASSWORD: Das Passwort darf höchstens 200 Zeichen lang sein.',
    );
  });

  it('runs every role by default and refuses web or worker without PostgreSQL, in German', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ROLE: 'web', DATABASE_URL: 'postgres://x/y' }).role).toBe('web');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://x/y' }).role).toBe('worker');
    for (const role of ['web', 'worker'])
      expect(() => loadConfig({ ROLE: role })).toThrow(
        `ROLE=${role} braucht DATABASE_URL: Die eingebettete Datenbank gehört genau einem Prozess.`,
      );
    expect(() => loadConfig({ ROLE: 'scheduler' })).toThrow(ConfigError);
    expect(() => loadConfig({ ROLE: 'scheduler' })).toThrow('ROLE: erlaubt sind „all“, „web“ und „worker“');
  });

  it('takes the MQTT share group from MQTT_SHARED_GROUP, without topic wildcards', () => {
    expect(loadConfig({ MQTT_URL: 'mqtt://b' }).mqtt?.sharedGroup).toBe('nebenkosten');
    expect(loadConfig({ MQTT_URL: 'mqtt://b', MQTT_SHARED_GROUP: 'nk-prod' }).mqtt?.sharedGroup).toBe(
      'nk-prod',
    );
    for (const bad of ['a/b', 'a+', '#', 'a b'])
      expect(() => loadConfig({ MQTT_URL: 'mqtt://b', MQTT_SHARED_GROUP: bad })).toThrow('MQTT_SHARED_GROUP');
  });

  it('trims a trailing slash from APP_URL and follows PORT otherwise', () => {
    expect(loadConfig({ APP_URL: 'https://nk.example.de/' }).appUrl).toBe('https://nk.example.de');
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless configured, so X-Forwarded-For cannot be forged past the rate limits', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });
});

describe('logging', () => {
  it('logs at warn without request lines unless configured', () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'warn', logRequests: 0 });
    expect(loadConfig({ LOG_LEVEL: '' })).toMatchObject({ logLevel: 'warn', logRequests: 0 });
  });
  it('logs every request at info or finer, a configured share otherwise', () => {
    expect(loadConfig({ LOG_LEVEL: 'info' })).toMatchObject({ logLevel: 'info', logRequests: 1 });
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logRequests).toBe(1);
    expect(loadConfig({ LOG_LEVEL: 'info', LOG_REQUESTS: '0.01' }).logRequests).toBe(0.01);
    expect(loadConfig({ LOG_LEVEL: 'info', LOG_REQUESTS: '0' }).logRequests).toBe(0);
    expect(loadConfig({ LOG_REQUESTS: '' }).logRequests).toBe(0);
  });
  it('refuses unknown levels and shares outside 0 to 1', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow();
    expect(() => loadConfig({ LOG_REQUESTS: '2' })).toThrow();
    expect(() => loadConfig({ LOG_REQUESTS: 'alle' })).toThrow();
  });
});

describe('invoice intake by e-mail', () => {
  it('is off without INBOUND_SMTP_PORT and takes its domain from APP_URL', () => {
    expect(loadConfig({})).toMatchObject({
      inboundSmtpPort: null,
      inboundSmtpHost: '0.0.0.0',
      inboundMailDomain: 'localhost',
      inboundMailMaxBytes: 30 * 1024 * 1024,
      inboundSmtpTls: null,
    });
    expect(loadConfig({ INBOUND_SMTP_PORT: '' }).inboundSmtpPort).toBeNull();
    expect(loadConfig({ APP_URL: 'https://NK.Example.de:8443/app' }).inboundMailDomain).toBe('nk.example.de');
  });

  it('reads port, host, domain, size and the TLS files', () => {
    const c = loadConfig({
      INBOUND_SMTP_PORT: '2525',
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_MAIL_DOMAIN: 'post.example.de',
      INBOUND_MAIL_MAX_BYTES: String(40 * 1024 * 1024),
      INBOUND_SMTP_TLS_KEY_FILE: '/etc/tls/key.pem',
      INBOUND_SMTP_TLS_CERT_FILE: '/etc/tls/cert.pem',
    });
    expect(c).toMatchObject({
      inboundSmtpPort: 2525,
      inboundSmtpHost: '127.0.0.1',
      inboundMailDomain: 'post.example.de',
      inboundMailMaxBytes: 40 * 1024 * 1024,
      inboundSmtpTls: { keyFile: '/etc/tls/key.pem', certFile: '/etc/tls/cert.pem' },
    });
  });

  it('refuses a bad port and a TLS key without its certificate', () => {
    expect(() => loadConfig({ INBOUND_SMTP_PORT: '70000' })).toThrow();
    expect(() => loadConfig({ INBOUND_SMTP_TLS_KEY_FILE: '/k.pem' })).toThrow('nur zusammen');
  });
});

describe('METRICS_TOKEN', () => {
  it('is off unless set, and an empty value counts as unset', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'prometheus-token-0123' }).metricsToken).toBe('prometheus-token-0123');
  });

  it('refuses a token shorter than 16 characters, in German', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'kurz-0123456789' })).toThrow(
      'METRICS_TOKEN: mindestens 16 Zeichen',
    );
    expect(loadConfig({ METRICS_TOKEN: 'genau-16-Zeichen' }).metricsToken).toBe('genau-16-Zeichen');
  });
});
