import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../app.js';
import type { Database, Db } from '../db/client.js';
import type { SiteCacheTags } from './cache-tags/service.js';
import type { Outbox } from './inquiries/outbox.js';
import type { MediaService } from './media/service.js';

/** What every module is given when it registers: the database, the app's settings and the shared services. */
export interface ModuleDeps {
  database: Database;
  db: Db;
  /** The app's options with their defaults (app.ts buildApp). */
  settings: AppSettings;
  /** The inquiry e-mail outbox; null when SMTP_URL is unset. */
  outbox: Outbox | null;
  /** Uploaded photos and videos (modules/media): its routes, the backups and the orphan sweep use it. */
  media: MediaService;
  /** Records which of the site's cache tags changed and tells the site (modules/cache-tags). */
  siteCache: SiteCacheTags;
}

/**
 * One domain of the API (a folder of modules/), registered by app.ts with the same two calls as every
 * other. `register` runs on the root instance: the module's public routes (each in a plugin of its own),
 * decorations, hooks and jobs. `registerOffice` runs inside the back office (modules/staff/back-office.ts),
 * whose hooks check the session and the roles that each of its routes must declare.
 */
export interface ApiModule {
  /** The module's folder, for errors and logs. */
  name: string;
  register?(app: FastifyInstance, deps: ModuleDeps): Promise<void>;
  registerOffice?(app: FastifyInstance, deps: ModuleDeps): Promise<void>;
}
