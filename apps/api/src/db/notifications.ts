import pg from 'pg';
import type { DatabaseLog } from './client.js';

/**
 * PostgreSQL's LISTEN/NOTIFY between the processes that share one database: what one API replica does
 * that the others must hear of at once (the catalogue changed: drop your cached answers).
 */
export interface Notifications {
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process, its own included. Holds one
   * connection of its own, opened again after it is lost. Answers a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

const RECONNECT_MS = 1000;

/** The listening connection's application_name: how pg_stat_activity (and the tests) tell it from the pool's. */
export const LISTENER_APPLICATION_NAME = 'api-notifications';

export function postgresNotifications(connectionString: string, pool: pg.Pool, log: DatabaseLog): Notifications {
  return {
    async listen(channel, onPayload) {
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
        next.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        next.on('error', (err) => {
          log.error({ err, channel }, 'the notification connection failed; opening it again');
          void next.end().catch(() => {});
          if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          client = next;
        } catch (err) {
          log.error({ err, channel }, 'could not listen for notifications; trying again');
          void next.end().catch(() => {});
          if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
        }
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}
