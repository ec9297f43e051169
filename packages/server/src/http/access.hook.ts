import { allows, parseLanguage, LANGUAGE_HEADER, type Role } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../shared/crypto';
import type { SessionService } from '../modules/auth/session.service';
import { sessionCookieName } from '../modules/auth/session.service';
import { AppError } from './app-error';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * The one place where access is enforced: every route declares `config.access`, and a route
 * that forgot to is refused. A route that declares `config.csrf` (every state-changing inner
 * call) also needs the CSRF header matching the `XSRF-TOKEN` cookie (double submit). Both are
 * read from the route the router matched, never from the raw URL: `/%61pi/inner/…` reaches the
 * same route as `/api/inner/…` and must meet the same rules.
 */
export const registerAccessHook = (app: FastifyInstance, sessions: SessionService, require2faFor: readonly Role[]) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'en');

  app.addHook('onRequest', async (req, reply) => {
    req.lang = parseLanguage(req.headers[LANGUAGE_HEADER]);
    // Not-found requests have no route options; the not-found handler answers them.
    if (req.is404) return;
    const access = req.routeOptions.config.access;
    if (!access) throw new AppError('forbidden');

    if (req.routeOptions.config.csrf) {
      const cookie = req.cookies[CSRF_COOKIE];
      const header = req.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) throw new AppError('csrf');
    }

    const raw = req.cookies[sessionCookieName(req)];
    req.auth = raw ? await sessions.resolve(raw) : null;
    // Every later line about this request, "request completed" included, names who made it.
    if (req.auth) req.log = reply.log = req.log.child({ userId: req.auth.user.id });
    if (access.kind !== 'session') return;
    if (!req.auth) throw new AppError('unauthenticated');
    const { user } = req.auth;
    if (!allows(access, user.type, user.roles, user.isRoot))
      throw new AppError(access.rootOnly && !user.isRoot ? 'root_only' : 'forbidden');
    // A role that must use two-factor reaches only its setup until it is on.
    if (!user.twoFactorEnabled && require2faFor.includes(user.type) && !req.routeOptions.config.beforeTwoFactor) {
      throw new AppError('two_factor_setup_required');
    }
  });
};
