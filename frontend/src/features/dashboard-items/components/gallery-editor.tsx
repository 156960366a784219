import { useState } from 'react';
import { DropZone } from '../../../components/upload/drop-zone.js';
import { messageOf } from '../../../components/upload/image-field.js';
import { UploadMeter } from '../../../components/upload/upload-meter.js';
import { Picture } from '../../../components/ui/picture.js';
import { MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES, uploadImage, type UploadProgress } from '../../../lib/uploads.js';
import type { FormImage } from '../utils/item-form-values.js';

interface Pending {
  readonly key: string;
  readonly name: string;
  readonly progress: UploadProgress;
}

/** The list with one entry moved by `by` places (clamped to the ends). */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const target = Math.min(Math.max(index + by, 0), list.length - 1);
  const next = [...list];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(target, 0, entry);
  return next;
}

/**
 * The gallery: images in the order shown, each movable earlier or later with buttons (so the
 * order can be set from the keyboard and is announced), removable, and more added by dropping
 * or choosing files, each uploading with its own progress.
 */
export function GalleryEditor({
  value,
  error,
  onChange,
}: {
  readonly value: readonly FormImage[];
  readonly error: string | undefined;
  readonly onChange: (update: (current: readonly FormImage[]) => readonly FormImage[]) => void;
}) {
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const room = MAX_GALLERY_IMAGES - value.length - pending.length;

  const add = (files: File[]): void => {
    const refused = files
      .filter((file) => file.size > MAX_IMAGE_BYTES)
      .map((file) => `${file.name} is larger than 15 MB.`);
    const accepted = files.filter((file) => file.size <= MAX_IMAGE_BYTES);
    const over = accepted
      .slice(Math.max(room, 0))
      .map((file) => `${file.name}: a gallery holds at most ${MAX_GALLERY_IMAGES} images.`);
    setProblems([...refused, ...over]);
    for (const file of accepted.slice(0, Math.max(room, 0))) {
      const key = `${file.name}-${String(Math.random())}`;
      const update = (progress: UploadProgress): void => {
        setPending((current) => current.map((entry) => (entry.key === key ? { ...entry, progress } : entry)));
      };
      setPending((current) => [...current, { key, name: file.name, progress: { sent: 0, total: file.size } }]);
      uploadImage('gallery', file, update).then(
        (answer) => {
          setPending((current) => current.filter((entry) => entry.key !== key));
          onChange((current) => [...current, { uploadId: answer.id, image: answer.image }]);
        },
        (failure: unknown) => {
          setPending((current) => current.filter((entry) => entry.key !== key));
          setProblems((current) => [...current, `${file.name}: ${messageOf(failure)}`]);
        },
      );
    }
  };
  const move = (index: number, by: number): void => {
    onChange((current) => moved(current, index, by));
    const to = Math.min(Math.max(index + by, 0), value.length - 1);
    setAnnouncement(`Image ${index + 1} moved to position ${to + 1} of ${value.length}.`);
  };
  const messages = [...problems, ...(error === undefined ? [] : [error])];

  return (
    <fieldset
      className={messages.length === 0 ? 'field gallery-editor' : 'field field-invalid gallery-editor'}
      id="item-galleryImageIds"
    >
      <legend>Gallery</legend>
      <p className="field-hint">Up to {MAX_GALLERY_IMAGES} images, shown in this order after the cover.</p>
      {value.length === 0 ? null : (
        <ol className="gallery-list">
          {value.map((entry, index) => (
            <li key={entry.uploadId} className="gallery-entry">
              <Picture
                image={entry.image}
                url={null}
                alt={`Gallery image ${index + 1}`}
                sizes="112px"
                width={160}
                height={100}
                className="gallery-thumb"
              />
              <span className="gallery-actions">
                <button
                  type="button"
                  className="button secondary small"
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} earlier`}
                  onClick={() => {
                    move(index, -1);
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={index === value.length - 1}
                  aria-label={`Move image ${index + 1} later`}
                  onClick={() => {
                    move(index, 1);
                  }}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => {
                    onChange((current) => current.filter((image) => image.uploadId !== entry.uploadId));
                    setAnnouncement(`Image ${index + 1} removed.`);
                  }}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {pending.map((entry) => (
        <UploadMeter key={entry.key} name={entry.name} progress={entry.progress} />
      ))}
      {room > 0 ? (
        <DropZone
          what="gallery images"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          hint="JPEG, PNG, WebP, GIF or AVIF, up to 15 MB each."
          onFiles={add}
        />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {messages.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
    </fieldset>
  );
}
