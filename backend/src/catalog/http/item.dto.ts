import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  CURRENCY_CODES,
  EXTRA_FIELDS,
  FIELD_LIMITS,
  ITEM_KINDS,
  KINDS,
  TUTORIAL_LEVELS,
  TEMPLATE_CATEGORY_SLUGS,
  VECTOR_FORMATS,
  VERSION,
  type ExtraField,
  type ItemBody,
  type ItemKind,
  type NewItemBody,
  type VectorFormat,
  ROUTE_WORDS,
} from '@creators/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotIn,
  IsBoolean,
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
import { MAX_SLUG_LENGTH, SLUG } from '../../platform/slug.js';

export class PriceDto {
  @ApiProperty({ type: 'integer', description: 'minor units (cents); 0 is free', example: 1900 })
  @IsInt()
  @Min(0)
  @Max(FIELD_LIMITS.price)
  amount = 0;
  @ApiProperty({ type: String, enum: CURRENCY_CODES, example: 'USD' })
  @IsString()
  @IsIn(CURRENCY_CODES, { message: `must be one of the currencies sold in: ${CURRENCY_CODES.join(', ')}` })
  currency = '';
  @ApiPropertyOptional({ description: 'the buyer names the price, at least `amount`', example: false })
  @IsOptional()
  @IsBoolean()
  payWhatYouWant?: boolean;
}

/** The fields every kind shares, but the title (each optional). */
class CommonFieldsDto {
  @ApiPropertyOptional({ description: 'derived from the title when absent', example: 'bento-grid' })
  @IsOptional()
  @IsString()
  @Matches(SLUG, { message: 'must be lower-case words and digits joined by -' })
  @IsNotIn(ROUTE_WORDS, {
    message: `$property may not be ${ROUTE_WORDS.join(' or ')}: the marketplace's own pages live there`,
  })
  @MaxLength(MAX_SLUG_LENGTH)
  slug?: string;
  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.summary, example: 'A responsive grid of cards' })
  @IsOptional()
  @IsString()
  @MaxLength(FIELD_LIMITS.summary)
  summary?: string;
  @ApiPropertyOptional({ description: 'Markdown', maxLength: FIELD_LIMITS.description })
  @IsOptional()
  @IsString()
  @MaxLength(FIELD_LIMITS.description)
  description?: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/cover.png' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsWebUrl({ allowOwnAssets: true })
  coverImageUrl?: string | null;
  @ApiPropertyOptional({ type: [String], maxItems: FIELD_LIMITS.galleryImages })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(FIELD_LIMITS.galleryImages, { message: `may hold at most ${FIELD_LIMITS.galleryImages} images` })
  @IsWebUrl({ allowOwnAssets: true }, { each: true })
  galleryImageUrls?: string[];
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsWebUrl({ allowOwnAssets: true })
  previewUrl?: string | null;
  @ApiPropertyOptional({ type: PriceDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PriceDto)
  price?: PriceDto;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'an image uploaded through `POST /api/media/images?purpose=cover`; null clears the cover',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  coverImageId?: string | null;
  @ApiPropertyOptional({
    type: [String],
    maxItems: FIELD_LIMITS.galleryImages,
    description: 'uploaded images, in the order shown',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(FIELD_LIMITS.galleryImages, { message: `may hold at most ${FIELD_LIMITS.galleryImages} images` })
  @IsString({ each: true })
  galleryImageIds?: string[];
}

/** A deliverable: an uploaded file, and for vectors the format it is in. */
export class ItemFileDto {
  @ApiProperty({ type: String, description: 'an upload of `POST /api/media/files`' })
  @IsString()
  uploadId = '';
  @ApiPropertyOptional({ enum: VECTOR_FORMATS, description: 'vectors only, and required there' })
  @IsOptional()
  @IsIn(VECTOR_FORMATS)
  format?: VectorFormat;
}

/** Editing may change any field. */
class EditCommonDto extends CommonFieldsDto {
  // Not @IsOptional(): that would let `null` through; an absent title is fine, a null one is not.
  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.title, example: 'Bento grid' })
  @ValidateIf((_, value) => value !== undefined)
  @IsString()
  @Matches(/\S/, { message: 'must not be blank' })
  @MaxLength(FIELD_LIMITS.title)
  title?: string;
}

/** Creating needs a title; the rest may come later. */
class CreateCommonDto extends CommonFieldsDto {
  @ApiProperty({ type: String, maxLength: FIELD_LIMITS.title, example: 'Bento grid' })
  @IsDefined()
  @IsString()
  @Matches(/\S/, { message: 'must not be blank' })
  @MaxLength(FIELD_LIMITS.title)
  title = '';
}

type Constructor<T = object> = new () => T;

const onlyFor = (field: ExtraField): string =>
  `only ${ITEM_KINDS.filter((kind) => (KINDS[kind].extraFields as readonly string[]).includes(field)).join(', ')}`;

/** Tags and categories: strings, kept as slugs (`Landing page` is landing-page); the schema says what they may be. */
const labels = (most: number, schema: ApiPropertyOptions): PropertyDecorator[] => [
  ApiPropertyOptional({ maxItems: most, ...schema }),
  IsOptional(),
  IsArray(),
  ArrayMaxSize(most),
  IsString({ each: true }),
  MaxLength(FIELD_LIMITS.label, { each: true }),
];

/** The rules of each kind-specific field: the kinds' request bodies are built from these and the kind table. */
const EXTRA_FIELD_RULES: Readonly<Record<ExtraField, readonly PropertyDecorator[]>> = {
  tags: labels(FIELD_LIMITS.tags, { type: [String], description: onlyFor('tags'), example: ['grid'] }),
  // Membership is the domain's to check, after `Portfolio` is read as portfolio (a 422 naming the entry).
  categories: labels(FIELD_LIMITS.categories, {
    enum: TEMPLATE_CATEGORY_SLUGS,
    isArray: true,
    description: `${onlyFor('categories')}; one of the template categories (letter case and spaces are read as the slug)`,
    example: ['portfolio'],
  }),
  version: [
    ApiPropertyOptional({ type: String, description: onlyFor('version'), example: '1.2.0' }),
    IsOptional(),
    IsString(),
    Matches(VERSION, { message: 'must be a version such as 1.2.0' }),
    MaxLength(FIELD_LIMITS.version),
  ],
  level: [
    ApiPropertyOptional({ type: String, enum: TUTORIAL_LEVELS, description: onlyFor('level') }),
    IsOptional(),
    IsIn(TUTORIAL_LEVELS),
  ],
  durationMinutes: [
    ApiPropertyOptional({ type: 'integer', description: onlyFor('durationMinutes'), ...FIELD_LIMITS.durationMinutes }),
    IsOptional(),
    IsInt(),
    Min(FIELD_LIMITS.durationMinutes.min),
    Max(FIELD_LIMITS.durationMinutes.max),
  ],
  formats: [
    ApiPropertyOptional({ enum: VECTOR_FORMATS, isArray: true, description: onlyFor('formats') }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(VECTOR_FORMATS.length),
    IsIn(VECTOR_FORMATS, { each: true }),
  ],
  siteUrl: [
    ApiPropertyOptional({ type: String, description: onlyFor('siteUrl'), example: 'https://example.com' }),
    IsOptional(),
    IsWebUrl(),
  ],
  remixUrl: [
    ApiPropertyOptional({ type: String, nullable: true, description: onlyFor('remixUrl') }),
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    IsWebUrl(),
  ],
  installUrl: [
    ApiPropertyOptional({ type: String, nullable: true, description: onlyFor('installUrl') }),
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    IsWebUrl(),
  ],
};

/** Deliverables, for the kinds that have them. */
const FILES_RULES: readonly PropertyDecorator[] = [
  ApiPropertyOptional({
    type: [ItemFileDto],
    maxItems: FIELD_LIMITS.files,
    description: `only ${ITEM_KINDS.filter((kind) => KINDS[kind].deliverables !== null).join(', ')}`,
  }),
  IsOptional(),
  IsArray(),
  ArrayMaxSize(FIELD_LIMITS.files, { message: `may hold at most ${FIELD_LIMITS.files} files` }),
  ValidateNested({ each: true }),
  Type(() => ItemFileDto),
];

/** Plugins: release notes for the version being set. */
const RELEASE_NOTES_RULES: readonly PropertyDecorator[] = [
  ApiPropertyOptional({ type: String, maxLength: FIELD_LIMITS.releaseNotes, description: 'only plugins' }),
  IsOptional(),
  IsString(),
  MaxLength(FIELD_LIMITS.releaseNotes),
];

/** What a kind's body takes beside its extra fields. */
interface KindUploads {
  readonly files: boolean;
  readonly releaseNotes: boolean;
}

function withExtras<T extends ItemBody>(
  base: Constructor<CommonFieldsDto>,
  extras: readonly ExtraField[],
  uploads: KindUploads,
  name: string,
): Constructor<T> {
  class KindBody extends base {}
  // The OpenAPI document names each body's schema by its class.
  Object.defineProperty(KindBody, 'name', { value: name });
  for (const field of EXTRA_FIELDS) {
    if (extras.includes(field)) for (const decorate of EXTRA_FIELD_RULES[field]) decorate(KindBody.prototype, field);
  }
  if (uploads.files) for (const decorate of FILES_RULES) decorate(KindBody.prototype, 'files');
  if (uploads.releaseNotes) for (const decorate of RELEASE_NOTES_RULES) decorate(KindBody.prototype, 'releaseNotes');
  // The decorators above give the class each extra field of its kind at run time.
  return KindBody as Constructor<T>;
}

const uploadsOf = (kind: ItemKind): KindUploads => ({
  files: KINDS[kind].deliverables !== null,
  releaseNotes: KINDS[kind].changelog,
});
const EVERY_UPLOAD: KindUploads = { files: true, releaseNotes: true };

export interface KindBodies {
  readonly create: Constructor<NewItemBody>;
  readonly edit: Constructor<ItemBody>;
}

/** The request bodies per kind, built from the kind table: a field of another kind is an unknown field. */
export function itemBodies(): Record<ItemKind, KindBodies> {
  return Object.fromEntries(
    ITEM_KINDS.map((kind) => [
      kind,
      {
        create: withExtras<NewItemBody>(
          CreateCommonDto,
          KINDS[kind].extraFields,
          uploadsOf(kind),
          `Create${KINDS[kind].typeName}Body`,
        ),
        edit: withExtras<ItemBody>(
          EditCommonDto,
          KINDS[kind].extraFields,
          uploadsOf(kind),
          `Edit${KINDS[kind].typeName}Body`,
        ),
      },
    ]),
  ) as Record<ItemKind, KindBodies>;
}

/** For the OpenAPI document: one body with every extra field, each saying which kinds take it. */
export const ANY_KIND_BODIES: KindBodies = {
  create: withExtras<NewItemBody>(CreateCommonDto, EXTRA_FIELDS, EVERY_UPLOAD, 'CreateItemBody'),
  edit: withExtras<ItemBody>(EditCommonDto, EXTRA_FIELDS, EVERY_UPLOAD, 'EditItemBody'),
};
