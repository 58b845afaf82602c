/** Test utilities for the front-end packages: `import { renderWithProviders, server } from '@replay/testing'`. */
export { server } from './server';
export { TEST_CONFIG, apiUrl } from './test-config';
export { handle } from './endpoint-handler';
export {
  renderWithProviders,
  createTestQueryClient,
  fakeAuth,
  testUser,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render';
export { createFakeAuthService, type FakeAccount, type FakeAuthService } from './fake-auth-service';
export { identityHandlers } from './identity-handlers';
export { expectRouteManifest } from './route-manifest-contract';
export { expectFirstRequests } from './first-requests-contract';
export { unsignedAccessToken } from './access-token';
export { phoneStyle, isTouchSized } from './phone-style';
