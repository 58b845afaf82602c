import type { FastifyReply, FastifyRequest } from 'fastify';
import { cohortCookie, cohortIdOf, newCohortId } from './cohorts';
import {
  manifestUrlsOf,
  remoteSetOf,
  remoteVersionsHeader,
  type ReleaseRegistry,
  type RemoteSet,
} from './release-registry';

/** The remotes one visitor gets, and every manifest URL any visitor may get now (for the page's CSP). */
export interface VisitorRemotes extends RemoteSet {
  allManifestUrls: readonly string[];
}

/**
 * The remotes of the visitor a request comes from, by their cohort (cohorts.ts): a visitor without
 * one is given one (the `rm_cohort` cookie, on this response). The response says which version of
 * each remote it carries (`x-remote-versions`), for tools and journeys to check.
 */
export function createVisitorRemotes({
  registry,
  secureCookie,
}: {
  registry: ReleaseRegistry;
  /** The site is reached over https: the cookie is sent only there. */
  secureCookie: (request: FastifyRequest) => boolean;
}) {
  return async function visitorRemotes(request: FastifyRequest, reply: FastifyReply): Promise<VisitorRemotes> {
    const releases = await registry.current();
    let cohortId = cohortIdOf(request.headers.cookie);
    if (!cohortId) {
      cohortId = newCohortId();
      reply.header('Set-Cookie', cohortCookie(cohortId, { secure: secureCookie(request) }));
    }
    const set = remoteSetOf(releases, cohortId);
    reply.header('x-remote-versions', remoteVersionsHeader(set.versions));
    return { ...set, allManifestUrls: manifestUrlsOf(releases) };
  };
}

export type VisitorRemotesOf = ReturnType<typeof createVisitorRemotes>;
