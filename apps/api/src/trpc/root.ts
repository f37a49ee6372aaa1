import { auditLogRouter } from '../routers/audit-log.router.ts';
import { authRouter } from '../routers/auth.router.ts';
import { businessInfoRouter } from '../routers/business-info.router.ts';
import { campaignsRouter } from '../routers/campaigns.router.ts';
import { clientPortalsRouter } from '../routers/client-portals.router.ts';
import { clientsRouter } from '../routers/clients.router.ts';
import { companySettingsRouter } from '../routers/company-settings.router.ts';
import { dashboardRouter } from '../routers/dashboard.router.ts';
import { digitalProductsRouter } from '../routers/digital-products.router.ts';
import { documentsRouter } from '../routers/documents.router.ts';
import { emailTemplatesRouter } from '../routers/email-templates.router.ts';
import { emailsRouter } from '../routers/emails.router.ts';
import { eventsRouter } from '../routers/events.router.ts';
import { financialRecordsRouter } from '../routers/financial-records.router.ts';
import { healthRouter } from '../routers/health.router.ts';
import { inventoryRouter } from '../routers/inventory.router.ts';
import { invoicesRouter } from '../routers/invoices.router.ts';
import { leadFormsRouter } from '../routers/lead-forms.router.ts';
import { leadsRouter } from '../routers/leads.router.ts';
import { marketingAssetsRouter } from '../routers/marketing-assets.router.ts';
import { notificationsRouter } from '../routers/notifications.router.ts';
import { pipelineStagesRouter } from '../routers/pipeline-stages.router.ts';
import { portalRouter } from '../routers/portal.router.ts';
import { publicFormsRouter } from '../routers/public-forms.router.ts';
import { reservationsRouter } from '../routers/reservations.router.ts';
import { searchRouter } from '../routers/search.router.ts';
import { templatesRouter } from '../routers/templates.router.ts';
import { usersRouter } from '../routers/users.router.ts';
import { vendorsRouter } from '../routers/vendors.router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  health: healthRouter,
  search: searchRouter,
  auth: authRouter,
  dashboard: dashboardRouter,
  notifications: notificationsRouter,
  companySettings: companySettingsRouter,
  users: usersRouter,
  clients: clientsRouter,
  digitalProducts: digitalProductsRouter,
  inventory: inventoryRouter,
  events: eventsRouter,
  campaigns: campaignsRouter,
  documents: documentsRouter,
  clientPortals: clientPortalsRouter,
  portal: portalRouter,
  businessInfo: businessInfoRouter,
  vendors: vendorsRouter,
  marketingAssets: marketingAssetsRouter,
  templates: templatesRouter,
  financialRecords: financialRecordsRouter,
  invoices: invoicesRouter,
  reservations: reservationsRouter,
  emails: emailsRouter,
  emailTemplates: emailTemplatesRouter,
  auditLog: auditLogRouter,
  pipelineStages: pipelineStagesRouter,
  leadForms: leadFormsRouter,
  leads: leadsRouter,
  publicForms: publicFormsRouter,
});

export type AppRouter = typeof appRouter;
