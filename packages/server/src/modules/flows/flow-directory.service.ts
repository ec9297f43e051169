import type { Sql } from '../../db/db';
import * as repo from './flows.repository';

/** What other domains may ask about flows without reading the flows' tables. */

/** The live flows each of these partner systems executes. */
export const flowsOfPartners = (sql: Sql, slugs: string[]) => repo.flowsOfPartners(sql, slugs);
