// A plain single-page version of the spec's home page, written the way the seed is: one bundle,
// React Router, React Query and axios for the data, Firebase Auth started with the app for the
// navigation's signed-in state, global CSS. The benchmark builds it with Vite and serves it
// against the same API as Replay Market (VITE_API_URL).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth.jsx';
import { App } from './App.jsx';
import './styles.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
