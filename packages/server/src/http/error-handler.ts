import type { ApiError } from '@paydesk/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { fill, messages } from './messages';

const localize = (req: FastifyRequest, error: AppError): ApiError => {
  const text = messages(req.lang);
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([path, field]) => {
          // A field may carry a domain refusal (`template_unsafe_pattern`) as well as a validation key.
          const template =
            (text.validation as Record<string, string>)[field.key] ??
            (text.errors as Record<string, string>)[field.key] ??
            text.validation.invalid;
          return [path, fill(template, field.params)];
        }),
      )
    : undefined;
  const first = fields ? Object.entries(fields)[0] : undefined;
  // The most specific segment that has a name: `profile.fees.0.max_amount` reads "Maximum amount".
  const label = (path: string) => {
    const named = path
      .split('.')
      .reverse()
      .find((segment) => text.fields[segment]);
    return named ? text.fields[named]! : path;
  };
  const message = first ? `${label(first[0])}: ${first[1]}` : fill(text.errors[error.code], error.params);
  return { error: { code: error.code, message, localized_message: message, ...(fields ? { fields } : {}) } };
};

/** One error handler: known failures get their localized message, anything else a 500 without details. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      // The request's closing log line says why it was refused.
      reply.log = reply.log.child({ refusal: error.code });
      return reply.status(error.status).send(localize(req, error));
    }
    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's fault, said plainly.
      const appError = new AppError('validation', {}, { body: { key: 'invalid' } });
      return reply.status(status).send(localize(req, appError));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(localize(req, new AppError('internal')));
  });
};

export const sendError = (req: FastifyRequest, error: AppError) => localize(req, error);
