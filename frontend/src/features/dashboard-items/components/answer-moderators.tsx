import { useState } from 'react';
import { ReasonForm } from '../../../components/ui/reason-form.js';
import { errorText } from '../../../lib/error-text.js';
import { useAnswerModerators } from '../api/answer-moderators.js';

/** Under a hidden item: a reply to the moderators who hid it (what changed, or why it should show). */
export function AnswerModerators({ itemId, title }: { readonly itemId: string; readonly title: string }) {
  const answer = useAnswerModerators();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (!open)
    return (
      <p className="actions">
        <button
          type="button"
          className="button secondary small"
          aria-label={`Reply to the moderators about “${title}”`}
          onClick={() => {
            answer.reset();
            setSent(false);
            setOpen(true);
          }}
        >
          Reply to the moderators
        </button>
        {sent ? (
          <span role="status" className="muted">
            Reply sent: the moderators read it beside the case.
          </span>
        ) : null}
      </p>
    );
  return (
    <ReasonForm
      label={`Your reply to the moderators about “${title}”`}
      hint="The moderators read it beside the case: say what you changed, or why it should show."
      submitLabel="Send reply"
      busy={answer.isPending}
      error={answer.isError ? errorText(answer.error) : undefined}
      onSubmit={(message) => {
        answer.mutate(
          { itemId, message },
          {
            onSuccess: () => {
              setSent(true);
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
