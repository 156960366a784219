import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
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
    // A required field left out is told so alone: its other rules (a string, not empty, a length)
    // each failed only for being missing, and listing them hid the one thing to fix.
    const constraints = error.constraints ?? {};
    const messages = constraints.isDefined === undefined ? Object.values(constraints) : ['is required'];
    // class-validator's own messages start with the property's name; the field says it already.
    const own = messages.map((message) => ({
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

/** Where @nestjs/swagger keeps a DTO property's documented schema (its `nullable` among it). */
const DOCUMENTED_PROPERTY = 'swagger/apiModelProperties';

const documentedNullable = (owner: object, property: string): boolean | undefined => {
  const schema: unknown = Reflect.getMetadata(DOCUMENTED_PROPERTY, Object.getPrototypeOf(owner) as object, property);
  return typeof schema === 'object' && schema !== null
    ? (schema as { nullable?: unknown }).nullable === true
    : undefined;
};

/** A DTO instance (made by class-transformer), as opposed to a plain object or array. */
const isDto = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) !== Object.prototype;

/**
 * `null` for a field whose schema does not say `nullable`: class-validator's @IsOptional lets it
 * through to the handlers, where it was a 500. One rule for every body, taken from the OpenAPI
 * document's own schema, so what the document says a field takes is what is taken.
 */
export function nullErrors(dto: object): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [property, value] of Object.entries(dto)) {
    if (value === null) {
      if (documentedNullable(dto, property) === false)
        errors.push({ property, constraints: { notNull: `${property} must not be null` }, children: [] });
      continue;
    }
    const elements: readonly unknown[] = Array.isArray(value) ? value : [value];
    const children = elements.flatMap((element, i): ValidationError[] => {
      if (!isDto(element)) return [];
      const inner = nullErrors(element);
      if (inner.length === 0) return [];
      return Array.isArray(value) ? [{ property: String(i), children: inner, constraints: {} }] : inner;
    });
    if (children.length > 0) errors.push({ property, children, constraints: {} });
  }
  return errors;
}

/** The global pipe: unknown fields are refused, nested DTOs validated, each refusal names its field. */
class RefusingNulls extends ValidationPipe {
  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    return [...nullErrors(object), ...(await super.validate(object, options))];
  }
}

export const validationPipe = (): ValidationPipe => new RefusingNulls({ ...OPTIONS, exceptionFactory: invalid });

/** Validates a body against a DTO class chosen at run time (e.g. by the item kind in the path). */
export function validateBody<T extends object>(dto: new () => T, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw commonError('invalid_input', 'body: a JSON object is expected', [
      { field: 'body', message: 'a JSON object is expected' },
    ]);
  }
  const instance = plainToInstance(dto, body);
  const errors = [...nullErrors(instance), ...validateSync(instance, OPTIONS)];
  if (errors.length > 0) throw invalid(errors);
  return instance;
}
