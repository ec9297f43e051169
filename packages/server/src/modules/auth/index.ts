/** What other modules may use of auth: the services' shapes, handed to them by the app. */
export type { AuthService } from './auth.service';
export type { SessionService } from './session.service';
