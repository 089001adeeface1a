import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { testPasswordHash } from '../test/helpers.js';

describe('API configuration for inquiries, e-mail and the back office', () => {
  let hash = '';
  beforeAll(async () => {
    hash = await testPasswordHash();
  });

  it('has safe defaults: no e-mail, no back office, 5 a minute and 30 a day, 730 days (spam 30)', () => {
    const config = loadConfig({});
    expect(config.mail).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.inquiries).toEqual({ ratePerMinute: 5, ratePerDay: 30 });
    expect(config.retention).toEqual({ days: 730, spamDays: 30, start: true });
    expect(config.site).toEqual({ url: 'http://localhost:3000', origins: [], trustedProxies: ['127.0.0.0/8', '::1'] });
  });

  it('turns e-mail on with SMTP_URL and LEADS_EMAIL, sending from LEADS_EMAIL unless MAIL_FROM says otherwise', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', LEADS_EMAIL: 'leads@redsea.example' });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      to: 'leads@redsea.example',
      from: 'leads@redsea.example',
      intervalMs: 10_000,
      leaseMs: 120_000,
      start: true,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://relay:25',
        LEADS_EMAIL: 'leads@redsea.example',
        MAIL_FROM: 'Site <site@redsea.example>',
      }).mail?.from,
    ).toBe('Site <site@redsea.example>');
  });

  it('turns the back office on only with both ADMIN_EMAIL and ADMIN_PASSWORD_HASH', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'office@redsea.example' }).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_PASSWORD_HASH: hash }).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'office@redsea.example', ADMIN_PASSWORD_HASH: hash }).admin).toEqual({
      email: 'office@redsea.example',
      passwordHash: hash,
      sessionHours: 12,
    });
  });

  it('reads the lists and numbers', () => {
    const config = loadConfig({
      SITE_URL: 'https://redsea.example/',
      SITE_ORIGINS: 'https://www.redsea.example, https://redsea.example/',
      TRUSTED_PROXIES: '10.0.0.0/8,::1',
      INQUIRY_RATE_PER_MINUTE: '10',
      INQUIRY_RATE_PER_DAY: '100',
      LEADS_RETENTION_DAYS: '365',
    });
    expect(config.site).toEqual({
      url: 'https://redsea.example',
      origins: ['https://www.redsea.example', 'https://redsea.example'],
      trustedProxies: ['10.0.0.0/8', '::1'],
    });
    expect(config.inquiries).toEqual({ ratePerMinute: 10, ratePerDay: 100 });
    expect(config.retention.days).toBe(365);
  });

  it('fails at start listing every bad variable', () => {
    expect(() =>
      loadConfig({
        SMTP_URL: 'http://mail.example',
        ADMIN_PASSWORD_HASH: 'hunter2',
        TRUSTED_PROXIES: 'proxy.local',
        LEADS_RETENTION_DAYS: '0',
        SITE_ORIGINS: 'not an origin',
      }),
    ).toThrow(/SMTP_URL[\s\S]*TRUSTED_PROXIES|TRUSTED_PROXIES[\s\S]*SMTP_URL/);
    const message = (() => {
      try {
        loadConfig({ ADMIN_PASSWORD_HASH: 'hunter2', TRUSTED_PROXIES: 'proxy.local', LEADS_RETENTION_DAYS: '0' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(message).toContain('ADMIN_PASSWORD_HASH: must be a hash printed by `npm run admin:hash`');
    expect(message).toContain('TRUSTED_PROXIES');
    expect(message).toContain('LEADS_RETENTION_DAYS');
  });

  it('stores media in MEDIA_DIR, or in the bucket when all five S3_ variables are set, naming the missing ones', () => {
    expect(loadConfig({}).media).toEqual({ kind: 'local', dir: './data/media' });
    expect(loadConfig({ DATA_DIR: '/srv/data/' }).media).toEqual({ kind: 'local', dir: '/srv/data/media' });
    expect(loadConfig({ MEDIA_DIR: '/srv/media' }).media).toEqual({ kind: 'local', dir: '/srv/media' });
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).media).toMatchObject({ kind: 's3', bucket: 'media', forcePathStyle: true });
    const error = () => loadConfig({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: 'media' });
    expect(error).toThrow(/S3_REGION: is required with S3_ENDPOINT, S3_BUCKET/);
    expect(error).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
  });

  it('schedules backups only with BACKUP_DIR: every 24 hours, the newest 7 kept, unless told otherwise', () => {
    expect(loadConfig({}).backups).toBeUndefined();
    expect(loadConfig({ BACKUP_EVERY_HOURS: '6' }).backups).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backups).toEqual({
      dir: '/srv/backups',
      everyHours: 24,
      keep: 7,
      start: true,
    });
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '30' }).backups).toMatchObject({
      everyHours: 0.5,
      keep: 30,
    });
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '0', BACKUP_KEEP: '1.5' })).toThrow(
      /BACKUP_EVERY_HOURS[\s\S]*BACKUP_KEEP/,
    );
  });

  it('runs the alert runner every 15 seconds unless ALERTS_INTERVAL_SECONDS says otherwise, at most every minute', () => {
    expect(loadConfig({}).alerts).toEqual({ intervalMs: 15_000, start: true });
    expect(loadConfig({ ALERTS_INTERVAL_SECONDS: '5' }).alerts.intervalMs).toBe(5_000);
    expect(() => loadConfig({ ALERTS_INTERVAL_SECONDS: '120' })).toThrow(/ALERTS_INTERVAL_SECONDS/);
  });

  it('needs LEADS_EMAIL with SMTP_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://relay:25' })).toThrow(/LEADS_EMAIL: is required when SMTP_URL is set/);
  });
});
