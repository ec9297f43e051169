import { innerApi, type Currency } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { innerRoute } from '../../http/inner-route';

const listCurrencies = (db: Db, type: Currency['type']) =>
  db.query<Currency>(
    'SELECT code, name, type, scale::int AS scale, ratio_fraction::int AS ratio_fraction FROM currencies WHERE type = $1 AND is_active ORDER BY position, code',
    [type],
  );

export const registerCurrencyRoutes = (app: FastifyInstance, db: Db) => {
  innerRoute(app, innerApi.currencies.fiat, () => listCurrencies(db, 'fiat'));
  innerRoute(app, innerApi.currencies.crypto, () => listCurrencies(db, 'crypto'));
};
