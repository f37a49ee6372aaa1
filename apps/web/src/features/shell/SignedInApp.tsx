import type { CurrentUser } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';
import { DashboardPage } from '../dashboard/DashboardPage.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { AppLayout } from './AppLayout.tsx';

// Each screen is its own chunk, loaded when first visited.
const BusinessInfoPage = lazy(() =>
  import('../business-info/BusinessInfoPage.tsx').then((m) => ({ default: m.BusinessInfoPage })),
);
const CampaignTrackingPage = lazy(() =>
  import('../campaign-tracking/CampaignTrackingPage.tsx').then((m) => ({ default: m.CampaignTrackingPage })),
);
const ClientPortalsPage = lazy(() =>
  import('../client-portals/ClientPortalsPage.tsx').then((m) => ({ default: m.ClientPortalsPage })),
);
const ClientsPage = lazy(() =>
  import('../clients/ClientsPage.tsx').then((m) => ({ default: m.ClientsPage })),
);
const DigitalProductsPage = lazy(() =>
  import('../digital-products/DigitalProductsPage.tsx').then((m) => ({ default: m.DigitalProductsPage })),
);
const DocumentsPage = lazy(() =>
  import('../documents/DocumentsPage.tsx').then((m) => ({ default: m.DocumentsPage })),
);
const EventsPage = lazy(() => import('../events/EventsPage.tsx').then((m) => ({ default: m.EventsPage })));
const FinancialRecordsPage = lazy(() =>
  import('../financial-records/FinancialRecordsPage.tsx').then((m) => ({ default: m.FinancialRecordsPage })),
);
const InventoryPage = lazy(() =>
  import('../inventory/InventoryPage.tsx').then((m) => ({ default: m.InventoryPage })),
);
const MarketingPage = lazy(() =>
  import('../marketing/MarketingPage.tsx').then((m) => ({ default: m.MarketingPage })),
);
const MarketingAssetsPage = lazy(() =>
  import('../marketing-assets/MarketingAssetsPage.tsx').then((m) => ({ default: m.MarketingAssetsPage })),
);
const TemplatesPage = lazy(() =>
  import('../templates/TemplatesPage.tsx').then((m) => ({ default: m.TemplatesPage })),
);
const VendorsPage = lazy(() =>
  import('../vendors/VendorsPage.tsx').then((m) => ({ default: m.VendorsPage })),
);
const ProfilePage = lazy(() =>
  import('../profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
);
const UsersPage = lazy(() => import('../users/UsersPage.tsx').then((m) => ({ default: m.UsersPage })));
const AuditLogPage = lazy(() => import('../audit-log/AuditLogPage.tsx').then((m) => ({ default: m.AuditLogPage })));

/** Everything behind sign-in: the shell and its routes (spec §2.2). */
export default function SignedInApp({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // Logout re-checks the session (which now answers 401) and then forgets every other cached answer,
  // so the next user never sees the previous one's data.
  const logout = trpc.auth.logout.useMutation({
    onSettled: async () => {
      localStorage.removeItem('user');
      navigate('/');
      await utils.auth.me.reset();
      queryClient.removeQueries({ type: 'inactive' });
    },
  });
  return (
    <Routes>
      <Route path="/login" element={<Navigate to="/dashboard" replace />} />
      <Route element={<AppLayout user={user} onLogout={() => logout.mutate()} />}>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="clients" element={<ClientsPage />} />
        <Route path="client-portal" element={<ClientPortalsPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="digital-products" element={<DigitalProductsPage />} />
        <Route path="inventory" element={<InventoryPage />} />
        <Route path="marketing" element={<MarketingPage />} />
        <Route path="campaign-tracking" element={<CampaignTrackingPage />} />
        <Route path="marketing-assets" element={<MarketingAssetsPage />} />
        <Route path="business-info" element={<BusinessInfoPage />} />
        <Route path="financial-records" element={<FinancialRecordsPage />} />
        <Route path="vendors" element={<VendorsPage />} />
        <Route path="documents" element={<DocumentsPage />} />
        <Route path="templates" element={<TemplatesPage />} />
        <Route path="profile" element={<ProfilePage user={user} />} />
        {/* Spec §2.2: registered only when the current user is an admin. */}
        {user.role === 'admin' && <Route path="admin/users" element={<UsersPage />} />}
        {user.role === 'admin' && <Route path="admin/audit-log" element={<AuditLogPage />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
