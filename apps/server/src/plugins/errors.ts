import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorReply } from '@attire/contract';
import { AppError, isDatabaseUnavailable, type FieldErrors } from '../lib/errors.js';

/** One error handler for the whole API: every failure leaves in the contract's envelope. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, headers } = toReply(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (status !== 404) {
      request.log.info({ status, message: body.message }, 'request refused');
    }
    if (headers) void reply.headers(headers);
    return reply.status(status).send(body);
  });
});

export function sendApiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: MESSAGES.routeNotFound });
}

function toReply(error: FastifyError): {
  status: number;
  body: ErrorReply;
  headers?: Record<string, string>;
} {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        success: false,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
      },
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    // A malformed id in a path names nothing that exists: the contract makes it a 404.
    if (error.validationContext === 'params' && Object.keys(errors).every(isIdField)) {
      return { status: 404, body: { success: false, message: MESSAGES.notFound } };
    }
    return { status: 400, body: { success: false, message: MESSAGES.validationError, errors } };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return plain(413, MESSAGES.bodyTooLarge);
  if (status === 429) return plain(429, error.message);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return plain(415, 'Send the request body as JSON.');
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, empty body, ...) say what went wrong, safely.
    return {
      status,
      body: {
        success: false,
        message: MESSAGES.validationError,
        errors: { body: [error.message] },
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    // Not the client's fault and likely to pass: worth a retry, unlike a 500.
    return { ...plain(503, MESSAGES.databaseUnavailable), headers: { 'retry-after': '5' } };
  }
  return plain(500, MESSAGES.somethingWentWrong);
}

const plain = (status: number, message: string) => ({
  status,
  body: { success: false as const, message },
});

const isIdField = (field: string) => field === 'id' || /Id$/.test(field);

function fieldErrors(issues: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}
