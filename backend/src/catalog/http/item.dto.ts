import type { ItemKind } from '@creators/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsWebUrl } from '../../platform/http/validators.js';
import { TUTORIAL_LEVELS, VECTOR_FORMATS, type ExtraField } from '../domain/item-kinds.js';
import { MAX_SLUG_LENGTH, SLUG } from '../domain/slug.js';

export class PriceDto {
  @IsInt() @Min(0) @Max(100_000_000) amount = 0;
  @IsString() @Matches(/^[A-Z]{3}$/, { message: 'must be a three-letter currency code such as USD' }) currency = '';
}

/** The fields every kind shares, but the title (each optional). */
class CommonFieldsDto {
  @IsOptional()
  @IsString()
  @Matches(SLUG, { message: 'must be lower-case words and digits joined by -' })
  @MaxLength(MAX_SLUG_LENGTH)
  slug?: string;
  @IsOptional() @IsString() @MaxLength(280) summary?: string;
  @IsOptional() @IsString() @MaxLength(20_000) description?: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsWebUrl({ allowOwnAssets: true }) coverImageUrl?: string | null;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(12)
  @IsWebUrl({ allowOwnAssets: true }, { each: true })
  galleryImageUrls?: string[];
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsWebUrl({ allowOwnAssets: true }) previewUrl?: string | null;
  @IsOptional() @ValidateNested() @Type(() => PriceDto) price?: PriceDto;
}

/** Editing may change any field. */
class EditCommonDto extends CommonFieldsDto {
  // Not @IsOptional(): that would let `null` through; an absent title is fine, a null one is not.
  @ValidateIf((_, value) => value !== undefined)
  @IsString()
  @Matches(/\S/, { message: 'must not be blank' })
  @MaxLength(120)
  title?: string;
}

/** Creating needs a title; the rest may come later. */
class CreateCommonDto extends CommonFieldsDto {
  @IsDefined() @IsString() @Matches(/\S/, { message: 'must not be blank' }) @MaxLength(120) title = '';
}

type Constructor<T = object> = new () => T;

/** The rules of each kind-specific field: the table the kinds' request bodies are built from. */
const EXTRA_FIELD_RULES: Readonly<Record<ExtraField, readonly PropertyDecorator[]>> = {
  tags: [IsOptional(), IsArray(), ArrayMaxSize(12), IsString({ each: true }), MaxLength(40, { each: true })],
  categories: [IsOptional(), IsArray(), ArrayMaxSize(5), IsString({ each: true }), MaxLength(40, { each: true })],
  version: [
    IsOptional(),
    IsString(),
    Matches(/^\d+\.\d+(\.\d+)?([-+][\w.]+)?$/, { message: 'must be a version such as 1.2.0' }),
    MaxLength(32),
  ],
  level: [IsOptional(), IsIn(TUTORIAL_LEVELS)],
  durationMinutes: [IsOptional(), IsInt(), Min(1), Max(24 * 60)],
  formats: [IsOptional(), IsArray(), ArrayMaxSize(VECTOR_FORMATS.length), IsIn(VECTOR_FORMATS, { each: true })],
  siteUrl: [IsOptional(), IsWebUrl()],
};

export type ItemBody = EditCommonDto & {
  tags?: string[];
  categories?: string[];
  version?: string;
  level?: (typeof TUTORIAL_LEVELS)[number];
  durationMinutes?: number;
  formats?: string[];
  siteUrl?: string;
};

function withExtras(base: Constructor<CommonFieldsDto>, extras: readonly ExtraField[]): Constructor<ItemBody> {
  class KindBody extends base {}
  for (const field of extras) for (const decorate of EXTRA_FIELD_RULES[field]) decorate(KindBody.prototype, field);
  return KindBody;
}

export interface KindBodies {
  readonly create: Constructor<ItemBody & { title: string }>;
  readonly edit: Constructor<ItemBody>;
}

/** The request bodies per kind, built from the kind table: a field of another kind is an unknown field. */
export function itemBodies(
  rules: Readonly<Record<ItemKind, { readonly extraFields: readonly ExtraField[] }>>,
): Record<ItemKind, KindBodies> {
  const entries = Object.entries(rules) as [ItemKind, { readonly extraFields: readonly ExtraField[] }][];
  return Object.fromEntries(
    entries.map(([kind, { extraFields }]) => [
      kind,
      {
        create: withExtras(CreateCommonDto, extraFields) as Constructor<ItemBody & { title: string }>,
        edit: withExtras(EditCommonDto, extraFields),
      },
    ]),
  ) as Record<ItemKind, KindBodies>;
}
