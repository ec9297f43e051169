import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { innerRoute } from '../../http/inner-route';
import { listCurrencies } from './currencies.service';

export const registerCurrencyRoutes = (app: FastifyInstance, db: Db) => {
  innerRoute(app, innerApi.currencies.fiat, () => listCurrencies(db, 'fiat'));
  innerRoute(app, innerApi.currencies.crypto, () => listCurrencies(db, 'crypto'));
};
