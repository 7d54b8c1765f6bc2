import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, Outlet } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { isInvalidToken, useCheckAdminTokenQuery } from '@/features/vendor-auth/vendor-auth-api';
import { vendorToken } from '@/lib/cookies';

/**
 * Vendor pages other than login (vendor.md §2): no token → /vendor/login; a token is checked
 * with checkAdminToken ('Page Loading...' meanwhile); an invalid or expired one is removed
 * (vendor-auth-api) and the vendor goes back to login.
 */
export function VendorGuard() {
  const token = vendorToken.get();
  const { data, error, isError, refetch } = useCheckAdminTokenQuery(token ?? skipToken);

  if (!token || isInvalidToken(error)) return <Navigate to="/vendor/login" replace />;
  if (isError) {
    return (
      <main className="container page">
        <h1 className="sr-only">Admin</h1>
        <EmptyState
          title="Could not reach the server"
          description="Your session could not be checked. Check the connection and try again."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </main>
    );
  }
  if (!data) return <PageLoading />;
  return <Outlet />;
}
