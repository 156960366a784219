import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../tokens.js';

/** Addresses a server listens on that no visitor can type: they reach it as localhost. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/**
 * Where visitors reach the product, for every link it hands out (e-mail, the payment provider's
 * return addresses, canonical addresses): `PUBLIC_URL`, else the gateway's own address. Never the
 * request's Host or X-Forwarded-Host, which whoever sends the request chooses.
 */
@Injectable()
export class PublicOrigin {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'publicUrl' | 'port'>,
    private readonly adapter: HttpAdapterHost,
  ) {}

  get(): string {
    return this.config.publicUrl ?? this.ownAddress();
  }

  /** Read when asked, not at start: the port may be chosen by the system (port 0) when listening. */
  private ownAddress(): string {
    const address = this.adapter.httpAdapter.getInstance<FastifyInstance>().server.address();
    if (address === null || typeof address === 'string') return `http://localhost:${this.config.port}`;
    const host = ANY_ADDRESS.has(address.address)
      ? 'localhost'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  }
}
