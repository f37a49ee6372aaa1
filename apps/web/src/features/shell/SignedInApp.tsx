import type { CurrentUser } from '@app/domain';
import { ModalsProvider } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useStableNavigate } from '../../lib/stable-navigate.tsx';
import { trpc } from '../../lib/trpc.ts';
import { DashboardPage } from '../dashboard/DashboardPage.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { AppLayout } from './AppLayout.tsx';
import { screens } from './screens.ts';

const {
  'business-info': BusinessInfoPage,
  'campaign-tracking': CampaignTrackingPage,
  'client-portal': ClientPortalsPage,
  clients: ClientsPage,
  'digital-products': DigitalProductsPage,
  documents: DocumentsPage,
  events: EventsPage,
  'financial-records': FinancialRecordsPage,
  inventory: InventoryPage,
  marketing: MarketingPage,
  'marketing-assets': MarketingAssetsPage,
  templates: TemplatesPage,
  vendors: VendorsPage,
  profile: ProfilePage,
  'admin/users': UsersPage,
  'admin/audit-log': AuditLogPage,
} = screens;

/** Everything behind sign-in: the shell and its routes (spec §2.2). */
export default function SignedInApp({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useStableNavigate();
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
  // The app's own confirmation and discard prompts (lib/confirm.tsx) open here.
  return (
    <ModalsProvider>
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
    </ModalsProvider>
  );
}
