import type { OrderView, TestCardPayment } from '@creators/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Cover } from '../../../components/ui/cover.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { Field } from '../../../components/ui/field.js';
import { ApiError } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/error-text.js';
import { formatMoney } from '../../../lib/format.js';
import { formErrorsOf } from '../../../lib/form-errors.js';
import { itemPath, libraryPath } from '../../../lib/paths.js';
import { placeOrder } from '../api/place-order.js';
import { payTestOrder } from '../api/pay-test-order.js';
import { commerceKeys } from '../api/query-keys.js';
import {
  cardErrors,
  cardPayment,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  TEST_CARDS,
  type CardErrors,
  type CardField,
} from '../utils/card.js';

const FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvc'];
/** The card form's three inputs: what differs between them is data. */
interface CardInput {
  readonly label: string;
  readonly hint: string;
  readonly autoComplete: string;
  readonly placeholder: string;
  readonly maxLength: number;
  readonly format: (text: string, deleting: boolean) => string;
}

const CARD_INPUTS: Readonly<Record<CardField, CardInput>> = {
  cardNumber: {
    label: 'Card number',
    hint: '16 digits, as on the card',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    label: 'Expiry date',
    hint: 'MM/YY',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxLength: 5,
    format: formatExpiry,
  },
  cvc: {
    label: 'Security code',
    hint: '3 or 4 digits (CVC)',
    autoComplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
    format: formatCvc,
  },
};

type Outcome =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'invalid';
      readonly errors: CardErrors;
      readonly general: readonly string[];
      readonly attempt: number;
    }
  | { readonly kind: 'declined'; readonly message: string };

/** The banner no one can miss: nothing on this page takes real money. */
export function TestModeBanner() {
  return (
    <div className="test-mode" role="note" aria-label="Test mode">
      <p className="test-mode-flag">Test mode</p>
      <p>
        No money moves and no card is charged or kept. Pay with{' '}
        <strong className="card-number">{TEST_CARDS.succeeds}</strong> (accepted) or{' '}
        <strong className="card-number">{TEST_CARDS.declined}</strong> (declined), any future expiry date and any
        three-digit code.
      </p>
    </div>
  );
}

/** What is being bought, as the server priced it: the item as its page shows it, and the short order number. */
export function OrderSummary({ order }: { readonly order: OrderView }) {
  return (
    <div className="order-item">
      <div className="order-cover">
        <Cover title={order.title} image={order.coverImage} url={order.coverImageUrl} sizes="160px" />
      </div>
      <dl className="facts order-summary">
        <div>
          <dt>Item</dt>
          <dd>
            <Link to={itemPath(order.kind, order.slug)}>{order.title}</Link>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(order.amount, order.currency)}</dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{order.currency.toUpperCase()}</dd>
        </div>
        {order.creatorName === '' ? null : (
          <div>
            <dt>By</dt>
            <dd>{order.creatorName}</dd>
          </div>
        )}
        <div>
          <dt>Order number</dt>
          <dd>{order.orderNumber}</dd>
        </div>
      </dl>
    </div>
  );
}

const inputValue = (form: HTMLFormElement, name: CardField): string => {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement ? control.value : '';
};

const clearInput = (form: HTMLFormElement, name: CardField): void => {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLInputElement) control.value = '';
};

/**
 * The built-in checkout's card form. The card is read from the form when it is submitted, sent,
 * and forgotten: it is never held in React state, a query cache or a log, and the number and code
 * are cleared from the form after a refusal.
 */
export function TestCheckoutForm({ order }: { readonly order: OrderView }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(
    order.status === 'failed'
      ? {
          kind: 'declined',
          message: `The last payment did not go through${order.failure === null ? '' : `: ${order.failure}`}. Try again.`,
        }
      : { kind: 'idle' },
  );
  const [paying, setPaying] = useState(false);
  const attempts = useRef(0);
  const declinedRef = useRef<HTMLParagraphElement>(null);

  const pay = async (card: TestCardPayment): Promise<string> => {
    try {
      await payTestOrder(order.orderId, card);
      return order.orderId;
    } catch (error) {
      // The order can take no more payments (it failed for good): buy again with a new order.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      const placed = await placeOrder({ itemId: order.itemId });
      await payTestOrder(placed.orderId, card);
      return placed.orderId;
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const card: TestCardPayment = {
      cardNumber: inputValue(form, 'cardNumber'),
      expiry: inputValue(form, 'expiry'),
      cvc: inputValue(form, 'cvc'),
    };
    const errors = cardErrors(card, new Date());
    attempts.current += 1;
    if (Object.keys(errors).length > 0) {
      setOutcome({ kind: 'invalid', errors, general: [], attempt: attempts.current });
      return;
    }
    setPaying(true);
    try {
      const paid = await pay(cardPayment(card));
      await queryClient.invalidateQueries({ queryKey: commerceKeys.all });
      await navigate(libraryPath(paid));
    } catch (error) {
      clearInput(form, 'cardNumber');
      clearInput(form, 'cvc');
      if (error instanceof ApiError && error.status === 402) {
        setOutcome({ kind: 'declined', message: `${errorText(error)} No money moved. Try another card.` });
        declinedRef.current?.focus();
        void queryClient.invalidateQueries({ queryKey: commerceKeys.order(order.orderId) });
      } else {
        const server = formErrorsOf(error, FIELDS);
        setOutcome({ kind: 'invalid', errors: server.byField, general: server.general, attempt: attempts.current });
      }
    } finally {
      setPaying(false);
    }
  };

  const errors = outcome.kind === 'invalid' ? outcome.errors : {};
  const entries =
    outcome.kind === 'invalid'
      ? [
          ...outcome.general.map((text) => ({ text })),
          ...FIELDS.flatMap((field) => {
            const message = errors[field];
            return message === undefined
              ? []
              : [{ text: `${CARD_INPUTS[field].label}: ${message}`, controlId: `${id}-${field}` }];
          }),
        ]
      : [];
  // Uncontrolled inputs with typing aids: the card stays in the form, never in React state.
  const cardInput = (field: CardField) => {
    const { label, hint, autoComplete, placeholder, maxLength, format } = CARD_INPUTS[field];
    return (
      <Field id={`${id}-${field}`} label={label} hint={hint} error={errors[field]}>
        {(control) => (
          <input
            {...control}
            name={field}
            type="text"
            inputMode="numeric"
            autoComplete={autoComplete}
            placeholder={placeholder}
            maxLength={maxLength}
            onChange={(event) => {
              const native = event.nativeEvent;
              const deleting =
                'inputType' in native && typeof native.inputType === 'string' && native.inputType.startsWith('delete');
              event.currentTarget.value = format(event.currentTarget.value, deleting);
            }}
          />
        )}
      </Field>
    );
  };

  return (
    <form className="form checkout-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Pay by card">
      {outcome.kind === 'invalid' ? (
        <ErrorSummary key={outcome.attempt} title="The card could not be used" entries={entries} />
      ) : null}
      <p
        ref={declinedRef}
        tabIndex={-1}
        className={outcome.kind === 'declined' ? 'form-message form-message-error' : 'notice-empty'}
        role="alert"
      >
        {outcome.kind === 'declined' ? outcome.message : null}
      </p>
      {cardInput('cardNumber')}
      <div className="field-row">
        {cardInput('expiry')}
        {cardInput('cvc')}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={paying} aria-busy={paying}>
          {paying ? 'Paying…' : `Pay ${formatMoney(order.amount, order.currency)} (test)`}
        </button>
        <Link to={itemPath(order.kind, order.slug)}>Cancel</Link>
      </div>
    </form>
  );
}
