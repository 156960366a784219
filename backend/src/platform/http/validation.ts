import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { DomainError } from '../domain-error.js';
import { commonError, type FieldMessage } from '../domain-error.js';

/** Flattens class-validator's tree into `field.path[0]: message` entries. */
export function fieldMessages(errors: readonly ValidationError[], parent = ''): FieldMessage[] {
  return errors.flatMap((error) => {
    const field = /^\d+$/.test(error.property)
      ? `${parent}[${error.property}]`
      : parent
        ? `${parent}.${error.property}`
        : error.property;
    // class-validator's own messages start with the property's name; the field says it already.
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      message: message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message,
    }));
    return [...own, ...fieldMessages(error.children ?? [], field)];
  });
}

const OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  validationError: { target: false, value: false },
} as const;

/** A refusal names at most this many fields: enough to fix a form, never a body's worth of echo. */
const MAX_FIELD_MESSAGES = 20;

const invalid = (errors: readonly ValidationError[]): DomainError => {
  const all = fieldMessages(errors);
  const fields =
    all.length > MAX_FIELD_MESSAGES
      ? [
          ...all.slice(0, MAX_FIELD_MESSAGES),
          { field: 'body', message: `and ${all.length - MAX_FIELD_MESSAGES} more problems` },
        ]
      : all;
  return commonError(
    'invalid_input',
    fields.map((f) => `${f.field}: ${f.message}`).join('; ') || 'invalid input',
    fields,
  );
};

/** The global pipe: unknown fields are refused, nested DTOs validated, each refusal names its field. */
export const validationPipe = (): ValidationPipe => new ValidationPipe({ ...OPTIONS, exceptionFactory: invalid });

/** Validates a body against a DTO class chosen at run time (e.g. by the item kind in the path). */
export function validateBody<T extends object>(dto: new () => T, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw commonError('invalid_input', 'body: a JSON object is expected', [
      { field: 'body', message: 'a JSON object is expected' },
    ]);
  }
  const instance = plainToInstance(dto, body);
  const errors = validateSync(instance, OPTIONS);
  if (errors.length > 0) throw invalid(errors);
  return instance;
}
