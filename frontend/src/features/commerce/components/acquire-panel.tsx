import type { ItemAccess, MarketplaceKind, PublicItemView } from '@creators/contracts';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { minorUnitsOf } from '@creators/contracts';
import { IncludedFiles } from '../../../components/item-deliverables.js';
import { ApiError } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/error-text.js';
import { formatCompactCount, formatPrice } from '../../../lib/format.js';
import { libraryPath } from '../../../lib/paths.js';
import { signInToResume, useResumedAction } from '../../../lib/resume-action.js';
import { useGetFreeItem } from '../api/get-free-item.js';
import { useItemAccess } from '../api/get-item-access.js';
import { usePlaceOrder } from '../api/place-order.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { checkoutTarget } from '../utils/checkout-url.js';
import { EntitledFiles } from './entitled-files.js';

interface AcquirePanelProps {
  readonly kind: MarketplaceKind;
  readonly item: PublicItemView;
  /** False when nobody is signed in: Get and Buy then lead to sign-in, coming back here. */
  readonly signedIn: boolean;
}

const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * An item page's primary action. A free item is got (signed in, so it lands in a library); a paid
 * one is bought through checkout. Those who hold it (and its creator) see its files to download
 * and its links; everyone else sees what is included, without links.
 */
export function AcquirePanel({ kind, item, signedIn }: AcquirePanelProps) {
  const access = useItemAccess(kind, item.slug);
  const free = item.price.amount === 0;
  const data = access.data;
  return (
    <section className="acquire" aria-labelledby="acquire-heading">
      <h2 id="acquire-heading" className="visually-hidden">
        {free ? 'Get this item' : 'Buy this item'}
      </h2>
      {data !== undefined && (data.own || data.entitled) ? (
        <Entitled access={data} title={item.title} />
      ) : (
        <>
          <Acquire kind={kind} item={item} access={data} signedIn={signedIn} />
          {(item.files ?? []).length === 0 ? null : (
            <h3 className="aside-heading">{free ? 'What you get' : 'What the purchase includes'}</h3>
          )}
          <IncludedFiles files={item.files ?? []} label={`Included with ${free ? 'the item' : 'the purchase'}`} />
        </>
      )}
      {data === undefined ? null : (
        <details className="licence">
          <summary>Licence</summary>
          <p className="licence-text">{data.licenceText}</p>
        </details>
      )}
      {data === undefined ? null : (
        <p className="acquire-count">
          {free ? formatCompactCount(data.gets, 'get') : formatCompactCount(data.sales, 'sale')}
        </p>
      )}
    </section>
  );
}

function Entitled({ access, title }: { readonly access: ItemAccess; readonly title: string }) {
  return (
    <>
      <p className="acquire-status">
        {access.own ? (
          <span className="badge badge-own">Your item</span>
        ) : (
          <Link to={libraryPath()} className="button secondary">
            <span aria-hidden="true">✓</span> In your library
          </Link>
        )}
      </p>
      {access.files.length > 0 ? <h3 className="aside-heading">Download</h3> : null}
      <EntitledFiles files={access.files} links={access.links} title={title} />
    </>
  );
}

function Acquire({
  kind,
  item,
  access,
  signedIn,
}: {
  readonly kind: MarketplaceKind;
  readonly item: PublicItemView;
  readonly access: ItemAccess | undefined;
  readonly signedIn: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const get = useGetFreeItem(kind, item.slug);
  const order = usePlaceOrder();
  const hydrated = useHydrated();
  const free = item.price.amount === 0;
  const signIn = signInToResume(location, free ? 'get' : 'buy');
  const pending = get.isPending || order.isPending || order.isSuccess;
  const error = free ? get.error : order.error;
  const amountId = useId();
  const codeId = useId();
  const payWhatYouWant = !free && item.price.payWhatYouWant === true;
  const digits = minorUnitsOf(item.price.currency);
  const [offer, setOffer] = useState((item.price.amount / 10 ** digits).toFixed(digits));
  const [code, setCode] = useState('');
  const offered = Math.round(Number(offer.replace(',', '.')) * 10 ** digits);

  const act = () => {
    if (!signedIn) {
      void navigate(signIn);
      return;
    }
    if (free) {
      get.mutate();
      return;
    }
    order.mutate(
      {
        itemId: item.id,
        ...(payWhatYouWant && Number.isFinite(offered) ? { amount: offered } : {}),
        ...(code.trim() === '' ? {} : { discountCode: code.trim() }),
      },
      {
        onSuccess: ({ checkoutUrl }) => {
          const target = checkoutTarget(checkoutUrl);
          // Stripe's page is another site: leave the app for it.
          if (target.external) globalThis.location.assign(target.url);
          else void navigate(target.url);
        },
      },
    );
  };
  // Back from signing in (or up) for this: finish it without a second click.
  useResumedAction(free ? 'get' : 'buy', signedIn && hydrated && access !== undefined, act);

  return (
    <>
      {payWhatYouWant ? (
        <p className="acquire-offer">
          <label htmlFor={amountId}>
            Pay what you want ({item.price.currency}, at least {formatPrice(item.price)})
          </label>
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={offer}
            onChange={(event) => {
              setOffer(event.target.value);
            }}
          />
        </p>
      ) : null}
      {free ? null : (
        <details className="acquire-code">
          <summary>Have a discount code?</summary>
          <label htmlFor={codeId}>Discount code</label>
          <input
            id={codeId}
            autoComplete="off"
            maxLength={32}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        </details>
      )}
      <p className="acquire-action">
        <button
          type="button"
          className="button primary-action"
          onClick={act}
          disabled={pending || !hydrated}
          aria-busy={pending}
        >
          {free
            ? get.isPending
              ? 'Getting…'
              : 'Get'
            : pending
              ? 'Opening checkout…'
              : payWhatYouWant
                ? 'Buy'
                : `Buy for ${formatPrice(item.price)}`}
        </button>
      </p>
      {access?.pendingOrderId === null || access?.pendingOrderId === undefined ? null : (
        <p className="field-hint">
          A purchase of yours is waiting for payment.{' '}
          <Link to={libraryPath(access.pendingOrderId)}>See how it is going</Link>
        </p>
      )}
      {error === null ? null : isSignedOut(error) ? (
        <p className="form-message" role="status">
          <Link to={signIn}>Sign in</Link> to {free ? 'get' : 'buy'} this item.
        </p>
      ) : (
        <p className="form-message form-message-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </>
  );
}
