import type { ItemKind } from '@creators/contracts';
import { Spinner } from '../../../components/ui/spinner.js';
import { ApiError } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/error-text.js';
import { useCreateItem } from '../api/create-item.js';
import { useEditItem } from '../api/edit-item.js';
import { useMyItem } from '../api/get-my-item.js';
import { changedFields, EMPTY_ITEM_VALUES, toItemBody, valuesFromItem } from '../utils/item-form-values.js';
import { ItemForm } from './item-form.js';
import { ReleaseForm } from './release-form.js';
import { StatusBadge } from './status-badge.js';

interface EditorProps {
  readonly kind: ItemKind;
  /** Back to the list, saying what happened. */
  readonly onDone: (notice: string | null) => void;
}

/** A new draft of the kind. */
export function CreateItem({ kind, onDone }: EditorProps) {
  const create = useCreateItem(kind);
  return (
    <ItemForm
      kind={kind}
      mode="create"
      initialValues={EMPTY_ITEM_VALUES}
      busy={create.isPending}
      error={create.error}
      onCancel={() => {
        onDone(null);
      }}
      onSubmit={(body) => {
        create.mutate(body, {
          onSuccess: () => {
            onDone(`Created “${body.title}” as a draft. Publish it when it is ready.`);
          },
        });
      }}
    />
  );
}

/** Changes to one item, sent with the revision they started from. */
export function EditItem({ kind, id, onDone }: EditorProps & { readonly id: string }) {
  const item = useMyItem(kind, id);
  const edit = useEditItem(kind);

  if (item.isPending) return <Spinner label="Loading the item" />;
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <div className="state state-error" role="alert">
        <p>{missing ? 'There is no such item among yours. It may have been deleted.' : errorText(item.error)}</p>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            onDone(null);
          }}
        >
          Back to the list
        </button>
      </div>
    );
  }

  const current = item.data;
  const initialValues = valuesFromItem(current);
  return (
    <>
      <p className="item-editor-status">
        Status: <StatusBadge item={current} />
      </p>
      <ItemForm
        // A new revision (after "Reload") starts the form again from it.
        key={current.revision}
        kind={kind}
        mode="edit"
        initialValues={initialValues}
        busy={edit.isPending}
        error={edit.error}
        onCancel={() => {
          onDone(null);
        }}
        onReload={() => {
          edit.reset();
          void item.refetch();
        }}
        onSubmit={(body) => {
          const before = toItemBody(kind, initialValues);
          const changes = before.ok ? changedFields(before.body, body) : body;
          if (Object.keys(changes).length === 0) {
            onDone('Nothing changed.');
            return;
          }
          edit.mutate(
            { id, revision: current.revision, changes },
            {
              onSuccess: () => {
                onDone(`Saved “${body.title}”.`);
              },
            },
          );
        }}
      />
      <ReleaseForm kind={kind} id={id} latest={current.version} />
    </>
  );
}
