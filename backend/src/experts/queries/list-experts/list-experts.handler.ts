import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpertPage } from '@creators/contracts';
import { EXPERT_FACETS, EXPERTS, expertFacetKey, type ExpertDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { readExpertFilters } from './expert-filters.js';
import { ListExperts } from './list-experts.query.js';

@QueryHandler(ListExperts)
export class ListExpertsHandler implements IQueryHandler<ListExperts, ExpertPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ filters: typed, limit, cursor }: ListExperts): Promise<ExpertPage> {
    const filters = readExpertFilters(typed);
    const filtered = [filters.service, filters.language, filters.location].some(
      (value) => value !== undefined && value !== '',
    );
    // Unfiltered, the directory itself; filtered, the facet entries made for that mix of filters.
    const page = await this.documents.find<ExpertDoc>(filtered ? EXPERT_FACETS : EXPERTS, {
      filter: filtered ? { key: expertFacetKey(filters) } : {},
      sort: [{ field: 'listedAt', direction: 'desc' }],
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
