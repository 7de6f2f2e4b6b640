import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error.ts';

/** A 4xx will answer the same again; only network failures and 5xx are worth one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
