/**
 * `@replay/platform/standalone`: a remote running alone, for its team's development. Imported by a
 * remote's own bootstrap only, so it is bundled with that remote, never in the shared platform.
 */
import { createFirebaseAuthService, mountApp, type RouteManifest } from '@replay/platform';
import { StandaloneApp } from './StandaloneApp';

export { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';

/** The whole bootstrap of a remote running alone: `void mountStandalone('buyer', manifest)`. */
export function mountStandalone(remote: string, manifest: RouteManifest): Promise<void> {
  return mountApp((platform) => ({
    element: (
      <StandaloneApp
        remote={remote}
        manifest={manifest}
        platform={platform}
        authService={createFirebaseAuthService(platform.config, platform.session)}
      />
    ),
  }));
}
