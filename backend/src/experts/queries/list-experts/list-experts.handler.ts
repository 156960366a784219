import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpertPage, ExpertSort } from '@creators/contracts';
import { EXPERT_FACETS, EXPERTS, expertFacetKey, type ExpertDoc } from '@creators/projections';
import type { DocumentStore, SortKey } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { readExpertFilters } from './expert-filters.js';
import { ListExperts } from './list-experts.query.js';

/** A rate order groups by currency first: amounts in different currencies are never compared. */
const EXPERT_ORDERS: Record<ExpertSort, readonly SortKey[]> = {
  newest: [{ field: 'listedAt', direction: 'desc' }],
  'rate-asc': [
    { field: 'rateCurrency', direction: 'asc' },
    { field: 'rateMin', direction: 'asc' },
  ],
  'rate-desc': [
    { field: 'rateCurrency', direction: 'asc' },
    { field: 'rateMin', direction: 'desc' },
  ],
};

@QueryHandler(ListExperts)
export class ListExpertsHandler implements IQueryHandler<ListExperts, ExpertPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ filters: typed, sort, limit, cursor }: ListExperts): Promise<ExpertPage> {
    const filters = readExpertFilters(typed);
    const filtered = [filters.service, filters.language, filters.location].some(
      (value) => value !== undefined && value !== '',
    );
    const { availability, currency } = typed;
    // Unfiltered, the directory itself; filtered, the facet entries made for that mix of filters
    // (each an expert entry too: the type named is checked against both collections).
    const page = await this.documents.find<ExpertDoc>(filtered ? EXPERT_FACETS : EXPERTS, {
      filter: {
        ...(filtered ? { key: expertFacetKey(filters) } : {}),
        ...(availability === undefined ? {} : { availability }),
        ...(currency === undefined ? {} : { rateCurrency: currency }),
      },
      sort: EXPERT_ORDERS[sort],
      limit,
      cursor,
    });
    return {
      items: page.items.map((doc) => ({
        handle: doc.handle,
        name: doc.name,
        avatarUrl: doc.avatarUrl,
        ...(doc.avatar === undefined ? {} : { avatar: doc.avatar }),
        bio: doc.bio,
        expert: {
          services: doc.services,
          hourlyRate: doc.hourlyRate,
          languages: doc.languages,
          location: doc.location,
          availability: doc.availability,
        },
      })),
      nextCursor: page.nextCursor,
    };
  }
}
