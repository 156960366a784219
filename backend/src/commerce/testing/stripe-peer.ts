import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  /** The form fields the SDK sent (`line_items[0][price_data][unit_amount]` and so on). */
  readonly form: URLSearchParams;
}

export const PEER_WEBHOOK_SECRET = 'whsec_test_peer_0123456789abcdef';
export const PEER_SECRET_KEY = 'sk_test_peer_0123456789abcdef';

/**
 * A local HTTP server standing in for Stripe's API, for the SDK pointed at it (host, port and
 * protocol): it answers the calls the adapter makes the way Stripe does, and records them.
 */
export class StripePeer {
  readonly requests: RecordedStripeRequest[] = [];
  /** Payment intents the peer knows, by id: their metadata. */
  readonly paymentIntents = new Map<string, Record<string, string>>();
  /** Checkout sessions the peer made, by id: a test may close one (`complete`, `expired`). */
  readonly sessions = new Map<
    string,
    { url: string; status: 'open' | 'complete' | 'expired'; destination?: string | null }
  >();
  /** Transfers the peer made to connected accounts, by id, with the form the SDK sent. */
  readonly transfers = new Map<string, URLSearchParams>();
  /** The creator each connected account was made for. */
  private readonly accountCreators = new Map<string, string>();
  /** Connected accounts whose onboarding is done (their transfers active). */
  readonly onboarded = new Set<string>();
  /** Refunds the peer made, by id, with the form the SDK sent. */
  readonly refunds = new Map<string, URLSearchParams>();
  /** Answers already given, by idempotency key: Stripe answers a repeated request as the first. */
  private readonly answered = new Map<string, [number, object]>();
  private server: Server | null = null;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const [path = '', query = ''] = (request.url ?? '').split('?');
        // The SDK sends a GET's parameters (`expand[0]`) in the query, a POST's in the body.
        const form = new URLSearchParams(request.method === 'GET' ? query : Buffer.concat(chunks).toString('utf8'));
        this.requests.push({ method: request.method ?? '', path, headers: request.headers, form });
        const key = request.headers['idempotency-key'];
        const repeated = typeof key === 'string' ? this.answered.get(key) : undefined;
        const [status, body] = repeated ?? this.answer(request.method ?? '', path, form);
        if (typeof key === 'string') this.answered.set(key, [status, body]);
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.requests.length}` });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server === null) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }

  private answer(method: string, path: string, form: URLSearchParams): [number, object] {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${this.sessions.size + 1}`;
      const destination = form.get('payment_intent_data[transfer_data][destination]');
      this.sessions.set(id, { url: `https://checkout.stripe.test/c/pay/${id}`, status: 'open', destination });
      return [
        200,
        {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          payment_status: 'unpaid',
        },
      ];
    }
    const session = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
    const known = this.sessions.get(session?.[1] ?? '');
    if (method === 'GET' && known !== undefined) {
      const { url, status, destination = null } = known;
      const intentId = `pi_of_${session?.[1] ?? ''}`;
      const transfer_data = destination === null ? null : { destination };
      // As Stripe: the payment intent is an id unless the request expands it.
      const expanded = [...form].some(([key, value]) => key.startsWith('expand[') && value === 'payment_intent');
      const payment_intent = expanded ? { id: intentId, object: 'payment_intent', transfer_data } : intentId;
      return [
        200,
        { id: session?.[1], object: 'checkout.session', status, url: status === 'open' ? url : null, payment_intent },
      ];
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = `acct_test_${this.requests.length}`;
      const creatorId = form.get('metadata[creatorId]') ?? '';
      this.accountCreators.set(id, creatorId);
      return [200, this.account(id)];
    }
    const account = /^\/v1\/accounts\/(\w+)$/.exec(path);
    if (method === 'GET' && account !== null) return [200, this.account(account[1] ?? '')];
    if (method === 'POST' && path === '/v1/transfers') {
      const id = `tr_test_${this.transfers.size + 1}`;
      this.transfers.set(id, form);
      const amount = Number(form.get('amount'));
      return [
        200,
        { id, object: 'transfer', amount, currency: form.get('currency'), destination: form.get('destination') },
      ];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = form.get('account') ?? '';
      return [200, { object: 'account_link', url: `https://connect.stripe.test/setup/e/${account}`, expires_at: 0 }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const id = `re_test_${this.refunds.size + 1}`;
      this.refunds.set(id, form);
      return [
        200,
        {
          id,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      ];
    }
    const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && intent !== null) {
      const metadata = this.paymentIntents.get(intent[1] ?? '');
      if (metadata !== undefined) return [200, { id: intent[1], object: 'payment_intent', metadata }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } }];
  }

  /** A connected account as Stripe shows it: its transfers active once its onboarding is done. */
  account(id: string): object {
    const transfers = this.onboarded.has(id) ? 'active' : 'inactive';
    const metadata = { creatorId: this.accountCreators.get(id) ?? '' };
    return { id, object: 'account', type: 'express', metadata, capabilities: { transfers } };
  }
}

/** A webhook body as Stripe sends it, and its real signature (made with the SDK's test helper). */
export function signedNotice(
  type: string,
  object: object,
  { secret = PEER_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string; id: string } {
  const id = `evt_${Math.random().toString(36).slice(2, 14)}`;
  const body = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', data: { object } });
  const signature = new Stripe(PEER_SECRET_KEY).webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { body, signature, id };
}

/** A completed, paid Checkout Session of an order, as Stripe reports it. */
export const paidSession = (
  orderId: string,
  amount: number,
  currency: string,
  paymentIntent = 'pi_test_1',
): object => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  client_reference_id: orderId,
  metadata: { orderId },
  amount_total: amount,
  currency: currency.toLowerCase(),
  payment_status: 'paid',
  payment_intent: paymentIntent,
});
