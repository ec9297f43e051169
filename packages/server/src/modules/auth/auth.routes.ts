import { innerApi, SIGNED_IN_COOKIE } from '@paydesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../../http/access.hook';
import { AppError } from '../../http/app-error';
import { innerRoute, OK } from '../../http/inner-route';
import { randomToken } from '../../shared/ids';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';
import { sessionCookieName } from './session.service';

const routes = innerApi.auth;

export const clientMeta = (req: FastifyRequest) => ({ ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null });

const cookieBase = (req: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: req.protocol === 'https' });

const setSessionCookie = (req: FastifyRequest, reply: FastifyReply, raw: string, maxAgeSeconds: number) =>
  reply
    .setCookie(sessionCookieName(req), raw, { ...cookieBase(req), httpOnly: true, maxAge: maxAgeSeconds })
    .setCookie(SIGNED_IN_COOKIE, '1', { ...cookieBase(req), httpOnly: false, maxAge: maxAgeSeconds });

export const registerAuthRoutes = (app: FastifyInstance, auth: AuthService, twoFactor: TwoFactorService, sessionHours: number) => {
  innerRoute(app, routes.csrfCookie, async ({ req, reply }) => {
    const current = req.cookies[CSRF_COOKIE];
    // The token must be readable by the page's script, which echoes it in X-XSRF-TOKEN.
    if (!current || current.length < 32) reply.setCookie(CSRF_COOKIE, randomToken(32), { ...cookieBase(req), httpOnly: false });
    return OK;
  });

  innerRoute(app, routes.login, async ({ req, reply, body, auth: current }) => {
    try {
      const { raw, userId } = await auth.login(body, current?.sessionHash ?? null, clientMeta(req));
      req.log.info({ event: 'login.succeeded', userId, ip: req.ip }, 'login');
      setSessionCookie(req, reply, raw, sessionHours * 3600);
      return OK;
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'internal';
      const event = code === 'too_many_attempts' ? 'login.throttled' : code === 'two_factor_required' ? 'login.code_asked' : 'login.failed';
      // The name tried, never the password or the code.
      req.log.warn({ event, username: body.username, code, ip: req.ip }, 'login refused');
      throw error;
    }
  });

  innerRoute(app, routes.logout, async ({ req, reply, auth: current }) => {
    await auth.logout(current.user.id, current.sessionHash);
    req.log.info({ event: 'logout', userId: current.user.id, ip: req.ip }, 'logout');
    reply.clearCookie(sessionCookieName(req), cookieBase(req)).clearCookie(SIGNED_IN_COOKIE, cookieBase(req));
    // The browser forgets what this user's pages cached and stored, not only the cookie.
    reply.header('clear-site-data', '"cache", "cookies", "storage"');
    return OK;
  });

  innerRoute(app, routes.changePassword, async ({ req, body, auth: current }) => {
    await auth.changePassword(current.user.id, current.sessionHash, body.current_password, body.new_password, clientMeta(req));
    req.log.info({ event: 'password.changed', userId: current.user.id, ip: req.ip }, 'password changed');
    return OK;
  });

  innerRoute(app, routes.passwordSetup, async ({ req, body }) => {
    const userId = await auth.setupPassword(body.code, body.new_password, clientMeta(req));
    req.log.info({ event: 'password.set_by_invite', userId, ip: req.ip }, 'password set');
    return OK;
  });

  app.ownership.register('session', auth.sessionOwner);
  innerRoute(app, routes.sessions, async ({ auth: current }) => auth.sessions(current.user.id, current.sessionHash));

  innerRoute(app, routes.endSession, async ({ req, params, auth: current }) => {
    await auth.endSession(current.user.id, params.id);
    req.log.info({ event: 'session.ended', userId: current.user.id, ip: req.ip }, 'session ended');
    return OK;
  });

  innerRoute(app, routes.endOtherSessions, async ({ req, auth: current }) => {
    const ended = await auth.endOtherSessions(current.user.id, current.sessionHash);
    req.log.info({ event: 'sessions.ended_others', userId: current.user.id, ended, ip: req.ip }, 'other sessions ended');
    return { ended };
  });

  innerRoute(app, routes.twoFactorSecret, async ({ req, body, auth: current }) =>
    twoFactor.start(current.user.id, current.user.username, body.current_password, clientMeta(req)),
  );

  innerRoute(app, routes.twoFactorVerify, async ({ req, body, auth: current }) => {
    const codes = await twoFactor.confirm(current.user.id, body.code, clientMeta(req));
    req.log.info({ event: 'two_factor.enabled', userId: current.user.id, ip: req.ip }, 'two-factor enabled');
    return { two_factor: true as const, recovery_codes: codes };
  });

  innerRoute(app, routes.twoFactorDisable, async ({ req, body, auth: current }) => {
    await twoFactor.disable(current.user.id, body.current_password, body.code, clientMeta(req));
    req.log.info({ event: 'two_factor.disabled', userId: current.user.id, ip: req.ip }, 'two-factor disabled');
    return { two_factor: false as const };
  });

  innerRoute(app, routes.recoveryCodes, async ({ req, body, auth: current }) => ({
    recovery_codes: await twoFactor.regenerateRecoveryCodes(current.user.id, body.current_password, clientMeta(req)),
  }));
};
