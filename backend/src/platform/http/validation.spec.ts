import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { DomainError } from '../domain-error.js';
import { validateBody } from './validation.js';

class Address {
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  readonly city!: string;
}

class Link {
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  readonly title!: string;

  @IsOptional()
  @IsString()
  @MaxLength(10)
  readonly note?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => Address)
  readonly address?: Address;
}

/** The fields and messages a body is refused with. */
function refusal(body: unknown): readonly { field: string; message: string }[] {
  try {
    validateBody(Link, body);
  } catch (error) {
    if (error instanceof DomainError) return error.fields;
    throw error;
  }
  throw new Error('the body was taken');
}

describe('a refused body names each field once for what is wrong with it', () => {
  it('a required field left out is "required", not every rule it would have broken', () => {
    expect(refusal({})).toEqual([{ field: 'title', message: 'is required' }]);
    expect(refusal({ title: 'Portfolio', address: {} })).toEqual([{ field: 'address.city', message: 'is required' }]);
  });

  it('a field given says which of its rules it breaks', () => {
    expect(refusal({ title: '' })).toEqual([{ field: 'title', message: 'should not be empty' }]);
    expect(refusal({ title: 7 })).toEqual([
      { field: 'title', message: 'must be shorter than or equal to 80 characters' },
      { field: 'title', message: 'must be a string' },
    ]);
    expect(refusal({ title: 'Portfolio', note: 'far too long a note' })).toEqual([
      { field: 'note', message: 'must be shorter than or equal to 10 characters' },
    ]);
  });

  it('takes a body that keeps every rule', () => {
    expect(validateBody(Link, { title: 'Portfolio', address: { city: 'Vellmouth' } })).toBeInstanceOf(Link);
  });
});
