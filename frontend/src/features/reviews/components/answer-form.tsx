import { useState } from 'react';
import type { MarketplaceKind } from '@creators/contracts';
import { ReasonForm } from '../../../components/ui/reason-form.js';
import { errorText } from '../../../lib/error-text.js';
import { useAnswerReview } from '../api/answer-review.js';

/** The creator's one answer to a review: a button, then a short form. */
export function AnswerForm({
  kind,
  slug,
  reviewId,
}: {
  readonly kind: MarketplaceKind;
  readonly slug: string;
  readonly reviewId: string;
}) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerReview(kind, slug);
  if (!open)
    return (
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Answer
      </button>
    );
  return (
    <ReasonForm
      label="Your answer"
      hint="Shown under the review, once: it cannot be changed."
      submitLabel="Post answer"
      busy={answer.isPending}
      error={answer.isError ? errorText(answer.error) : undefined}
      onSubmit={(text) => {
        answer.mutate(
          { reviewId, text },
          {
            onSuccess: () => {
              setOpen(false);
            },
          },
        );
      }}
      onCancel={() => {
        setOpen(false);
      }}
    />
  );
}
