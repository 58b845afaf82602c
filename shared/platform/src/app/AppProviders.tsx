import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from '../auth/AuthProvider';
import { PlatformContext, type Platform } from './platform';
import type { AuthService } from '../auth/auth-service';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { Toaster } from '../toast/toast';

/** Every provider a page relies on: the platform (config, session, API client), query cache, theme, auth, toasts. Mounted once by the shell. */
export function AppProviders({
  platform,
  queryClient,
  authService,
  children,
}: {
  platform: Platform;
  queryClient: QueryClient;
  authService: AuthService;
  children: ReactNode;
}) {
  return (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AuthProvider service={authService}>{children}</AuthProvider>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
