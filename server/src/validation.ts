import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema';
import { Id } from '@replay/contract/schemas';

/** Field name of an ajv error: the missing or unknown property, or the last path segment. */
function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  if (typeof params.additionalProperty === 'string') return params.additionalProperty;
  return error.instancePath.split('/').filter(Boolean).join('.') || 'value';
}

function messageOf(field: string, error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a field of this request`;
    case 'type':
      return `${field} must be a ${String(params.type).replace(',', ' or ')}`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${field} is required`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'greater than'} ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${String(params.limit)}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}`;
    case 'format':
      return params.format === 'uuid'
        ? `${field} is not a valid id`
        : `${field} must be a valid ${String(params.format)}`;
    case 'pattern':
      if (params.pattern === Id.pattern) return `${field} is not a valid id`;
      return String(params.pattern).includes('https?://')
        ? `${field} must be a web address (http:// or https://)`
        : `${field} has an invalid format`;
    case 'maxItems':
      return `${field} may have at most ${String(params.limit)} items`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} item${Number(params.limit) === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return `${field} has the same item twice`;
    case 'multipleOf':
      return `${field} must have at most two decimals`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/** Turns ajv errors into a 400 `{ message, errors: { field: message } }`. */
export function validationError(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    fields[field] ??= messageOf(field, error);
  }
  const first = Object.values(fields)[0] ?? `Invalid ${dataVar}`;
  const extra = Object.keys(fields).length - 1;
  const message = extra > 0 ? `${first} (and ${extra} more)` : first;
  return Object.assign(new Error(message), {
    statusCode: 400,
    validation: errors,
    validationContext: dataVar,
    errors: fields,
  });
}
