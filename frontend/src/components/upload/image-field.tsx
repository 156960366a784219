import { useState } from 'react';
import type { ImagePurpose, ImageRef } from '@creators/contracts';
import { ApiError } from '../../lib/api-client.js';
import { MAX_IMAGE_BYTES, uploadImage, type UploadProgress } from '../../lib/uploads.js';
import { Picture } from '../ui/picture.js';
import { CropDialog } from './crop-dialog.js';
import { DropZone } from './drop-zone.js';
import { UploadMeter } from './upload-meter.js';

export interface UploadedImage {
  readonly uploadId: string;
  readonly image: ImageRef;
}

interface ImageFieldProps {
  readonly id: string;
  readonly label: string;
  readonly purpose: Extract<ImagePurpose, 'cover' | 'avatar'>;
  /** Width over height of the crop. */
  readonly aspect: number;
  readonly value: UploadedImage | null;
  /** The server's message for this field, if any. */
  readonly error?: string | undefined;
  readonly onChange: (value: UploadedImage | null) => void;
}

export const messageOf = (error: unknown): string =>
  error instanceof ApiError
    ? error.problem.detail || error.problem.title
    : error instanceof Error
      ? error.message
      : 'The upload failed.';

/**
 * One image (a cover, an avatar): drop or choose a file, crop it to the aspect it is shown at,
 * and watch it upload; the server makes the renditions and its placeholder paints at once.
 */
export function ImageField({ id, label, purpose, aspect, value, error, onChange }: ImageFieldProps) {
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (blob: Blob): void => {
    setPicked(null);
    setProblem(null);
    setProgress({ sent: 0, total: blob.size });
    uploadImage(purpose, blob, setProgress).then(
      (answer) => {
        setProgress(null);
        onChange({ uploadId: answer.id, image: answer.image });
      },
      (failure: unknown) => {
        setProgress(null);
        setProblem(messageOf(failure));
      },
    );
  };
  const choose = ([file]: File[]): void => {
    if (file === undefined) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setProblem(`${file.name} is larger than 15 MB.`);
      return;
    }
    setProblem(null);
    setPicked(file);
  };
  const message = problem ?? error;

  return (
    <fieldset className={message === undefined ? 'field image-field' : 'field field-invalid image-field'} id={id}>
      <legend>{label}</legend>
      {value === null ? null : (
        <div className="image-field-current">
          <Picture
            image={value.image}
            url={null}
            alt={`${label}, as uploaded`}
            sizes="240px"
            width={value.image.width}
            height={value.image.height}
            className={purpose === 'avatar' ? 'avatar' : 'image-field-preview'}
          />
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              onChange(null);
            }}
          >
            Remove {label.toLowerCase()}
          </button>
        </div>
      )}
      {picked === null ? null : (
        <CropDialog
          file={picked}
          aspect={aspect}
          title={`Crop the ${label.toLowerCase()}`}
          onCrop={send}
          onCancel={() => {
            setPicked(null);
          }}
        />
      )}
      {progress === null ? null : <UploadMeter name={label.toLowerCase()} progress={progress} />}
      {picked === null && progress === null ? (
        <DropZone
          what={value === null ? 'an image' : 'another image'}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hint="JPEG, PNG, WebP, GIF or AVIF, up to 15 MB and 40 megapixels."
          onFiles={choose}
        />
      ) : null}
      {message === undefined ? null : (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
