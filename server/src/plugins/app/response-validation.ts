import fp from 'fastify-plugin';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { HttpError } from '../../errors';

/**
 * Checks every JSON answer against the schema its endpoint declares for its status, and fails the
 * request (500) when it does not match: the API tests run with it, so an answer that drifts from the
 * contract fails them. Answers leave through the routes' serialisers (fast-json-stringify), which
 * drop undeclared fields; this check catches the rest (a missing field, a wrong type, a status the
 * endpoint does not declare). Off in production: it parses every answer again.
 */
export default fp(
  async (app) => {
    // JSON Schema as Fastify reads it (ajv, with the standard formats), strict about unknown fields.
    const ajv = addFormats(new Ajv({ allErrors: false, strict: false }));
    const checks = new WeakMap<object, ValidateFunction>();
    app.addHook('onSend', async (request, reply, payload) => {
      const schemas = request.routeOptions.schema?.response as Record<string, object> | undefined;
      const type = String(reply.getHeader('content-type') ?? '');
      // Routes that are not endpoints (the 404 handler) and answers that are not JSON (images) are not checked.
      if (!schemas || typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
      const status = reply.statusCode;
      const schema = schemas[status] ?? schemas[`${String(status)[0]}xx`];
      const where = `${request.method} ${request.routeOptions.url} answered ${status}`;
      if (!schema) throw new HttpError(500, `${where}, a status its endpoint does not declare`);
      let check = checks.get(schema);
      if (!check) checks.set(schema, (check = ajv.compile(schema)));
      if (!check(JSON.parse(payload))) {
        throw new HttpError(500, `${where} with a body its endpoint does not declare: ${ajv.errorsText(check.errors)}`);
      }
      return payload;
    });
  },
  { name: 'response-validation' },
);
