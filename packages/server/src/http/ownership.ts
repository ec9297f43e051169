import type { OwnedResource } from '@paydesk/contract';
import { AppError } from './app-error';

/** The owner's user id of a record, or null when there is no such record. */
export type OwnerLookup = (id: string) => Promise<string | null>;

/**
 * Where routes' owner rules are enforced: each domain registers how to find the owner of its
 * records, and the route wrapper asks before the handler runs.
 */
export const createOwnership = () => {
  const lookups = new Map<OwnedResource, OwnerLookup>();
  return {
    register: (resource: OwnedResource, lookup: OwnerLookup) => {
      lookups.set(resource, lookup);
    },
    assert: async (resource: OwnedResource, id: string, userId: string) => {
      const lookup = lookups.get(resource);
      // A route that names a resource nobody registered is a wiring bug, not a caller's error.
      if (!lookup) throw new Error(`No owner lookup registered for ${resource}`);
      if ((await lookup(id)) !== userId) throw new AppError('not_found');
    },
  };
};

export type Ownership = ReturnType<typeof createOwnership>;

declare module 'fastify' {
  interface FastifyInstance {
    ownership: Ownership;
  }
}
