import { useId, useState, type SubmitEvent } from 'react';
import { REVIEW_LIMITS, type MarketplaceKind } from '@creators/contracts';
import { Field } from '../../../components/ui/field.js';
import { ApiError } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/error-text.js';
import { useSaveReview } from '../api/save-review.js';

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

/** A holder's review: stars (required) and words (optional); the same form edits it. */
export function ReviewForm({
  kind,
  slug,
  initial,
  onDone,
}: {
  readonly kind: MarketplaceKind;
  readonly slug: string;
  /** The review being edited; none for a first one. */
  readonly initial: { readonly rating: number; readonly text: string } | null;
  readonly onDone: () => void;
}) {
  const id = useId();
  const save = useSaveReview(kind, slug, initial !== null);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [missing, setMissing] = useState(false);
  const fieldError = (field: string) => (save.error instanceof ApiError ? save.error.fieldMessage(field) : undefined);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    save.mutate({ rating, text: text.trim() }, { onSuccess: onDone });
  };
  const otherError = save.isError && fieldError('rating') === undefined && fieldError('text') === undefined;
  return (
    <form
      className="form review-form"
      onSubmit={submit}
      noValidate
      aria-label={initial === null ? 'Your review' : 'Edit your review'}
    >
      <fieldset className={missing || fieldError('rating') !== undefined ? 'field field-invalid' : 'field'}>
        <legend>Your rating</legend>
        <div className="star-choices">
          {STAR_CHOICES.map((stars) => (
            <label key={stars}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => {
                  setRating(stars);
                  setMissing(false);
                }}
              />
              {stars} {stars === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
        {missing || fieldError('rating') !== undefined ? (
          <p className="field-error">{missing ? 'Choose from 1 to 5 stars.' : fieldError('rating')}</p>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-text`}
        label="Your review"
        optional
        hint="What worked, what did not."
        error={fieldError('text')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={REVIEW_LIMITS.text}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        )}
      </Field>
      {otherError ? (
        <p className="form-message form-message-error" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : initial === null ? 'Post review' : 'Save review'}
        </button>
        {initial === null ? null : (
          <button type="button" className="button secondary" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
