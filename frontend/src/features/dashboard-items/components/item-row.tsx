import { useState } from 'react';
import { Link } from 'react-router';
import type { ExtraField, ItemKind, ItemView } from '@creators/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { ApiError } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/error-text.js';
import { formatDate, formatPrice } from '../../../lib/format.js';
import { useDeleteItem } from '../api/delete-item.js';
import { usePublishItem } from '../api/publish-item.js';
import { useUnpublishItem } from '../api/unpublish-item.js';
import { itemPath } from '../../../lib/paths.js';
import { EXTRA_FIELD_SPECS } from '../utils/kind-fields.js';
import { AnswerModerators } from './answer-moderators.js';
import { StatusBadge } from './status-badge.js';
import { Picture } from '../../../components/ui/picture.js';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: 'a title',
  summary: 'a summary',
  description: 'a description',
};

const fieldName = (field: string): string =>
  FIELD_NAMES[field] ??
  (field in EXTRA_FIELD_SPECS ? EXTRA_FIELD_SPECS[field as ExtraField].label.toLowerCase() : field);

/** Why publishing was refused, in words: the 422 names each missing field. */
function publishRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 422 && (error.problem.errors ?? []).length > 0) {
    const missing = (error.problem.errors ?? []).map((e) => fieldName(e.field));
    const list =
      missing.length === 1 ? missing.join('') : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1) ?? ''}`;
    return `Add ${list} before publishing.`;
  }
  return errorText(error);
}

interface ItemRowProps {
  readonly kind: ItemKind;
  readonly item: ItemView;
  readonly onDeleted: (title: string) => void;
  /** Says what a publish or unpublish did, in the list's notice (in place of an older one). */
  readonly onStatusChanged: (text: string) => void;
}

/** One of the creator's items: what it is, its status, and what can be done with it. */
export function ItemRow({ kind, item, onDeleted, onStatusChanged }: ItemRowProps) {
  const publish = usePublishItem(kind);
  const unpublish = useUnpublishItem(kind);
  const remove = useDeleteItem(kind);
  const [confirming, setConfirming] = useState(false);
  const busy = publish.isPending || unpublish.isPending || remove.isPending;
  const failure = publish.error ?? unpublish.error;
  const hidden = item.moderation?.hidden === true;
  const editTarget = `?${new URLSearchParams({ edit: item.id }).toString()}`;

  return (
    <li className="item-row">
      <div className="item-row-cover">
        {item.coverImageUrl === null ? (
          <span className="item-row-cover-empty" aria-hidden="true" />
        ) : (
          // Decorative here: the title beside it names the item.
          <Picture image={item.coverImage} url={item.coverImageUrl} alt="" sizes="96px" width={96} height={64} />
        )}
      </div>
      <div className="item-row-main">
        <h2 className="item-row-title">
          <Link to={editTarget}>{item.title}</Link>
        </h2>
        <p className="item-row-meta">
          <StatusBadge item={item} />
          <span>{formatPrice(item.price)}</span>
          <span>Updated {formatDate(item.updatedAt)}</span>
        </p>
        {item.moderation?.hidden === true && (
          <p className="form-message form-message-error" role="note">
            Hidden by moderators: {item.moderation.reason}. It shows on no public page until they restore it.
          </p>
        )}
        {hidden ? <AnswerModerators itemId={item.id} title={item.title} /> : null}
        {failure !== null && (
          <p className="form-message form-message-error" role="alert">
            {publish.error === null ? errorText(failure) : publishRefusal(failure)}{' '}
            {publish.error !== null && <Link to={editTarget}>Edit “{item.title}”</Link>}
          </p>
        )}
      </div>
      <div className="item-row-actions">
        <Link className="button secondary small" to={editTarget} aria-label={`Edit “${item.title}”`}>
          Edit
        </Link>
        {item.status === 'published' ? (
          <>
            {/* A hidden item's public page answers 404: no link to it. */}
            {hidden ? null : (
              <Link
                className="button secondary small"
                to={itemPath(kind, item.slug)}
                aria-label={`View “${item.title}”`}
              >
                View
              </Link>
            )}
            <button
              type="button"
              className="button secondary small"
              disabled={busy}
              aria-label={`Unpublish “${item.title}”`}
              onClick={() => {
                publish.reset();
                unpublish.mutate(item.id, {
                  onSuccess: () => {
                    onStatusChanged(`Unpublished “${item.title}”: it is on no public page now.`);
                  },
                });
              }}
            >
              {unpublish.isPending ? 'Unpublishing…' : 'Unpublish'}
            </button>
          </>
        ) : (
          <>
            {/* Seen as visitors will see it, by the creator alone, before anyone else can. */}
            <Link
              className="button secondary small"
              to={`/dashboard/${kind}/${encodeURIComponent(item.id)}/preview`}
              aria-label={`Preview “${item.title}”`}
            >
              Preview
            </Link>
            <button
              type="button"
              className="button small"
              disabled={busy}
              aria-label={`Publish “${item.title}”`}
              onClick={() => {
                unpublish.reset();
                publish.mutate(item.id, {
                  onSuccess: () => {
                    onStatusChanged(`Published “${item.title}”: people can see it now.`);
                  },
                });
              }}
            >
              {publish.isPending ? 'Publishing…' : 'Publish'}
            </button>
          </>
        )}
        <button
          type="button"
          className="button danger-outline small"
          disabled={busy}
          aria-label={`Delete “${item.title}”`}
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          Delete
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Delete “${item.title}”?`}
          confirmLabel="Delete"
          busy={remove.isPending}
          error={remove.error === null ? null : errorText(remove.error)}
          onCancel={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            remove.mutate(item.id, {
              onSuccess: () => {
                setConfirming(false);
                onDeleted(item.title);
              },
            });
          }}
        >
          <p>
            It will be gone from your dashboard and from every public page
            {item.status === 'published' ? ', where people can see it now' : ''}. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
