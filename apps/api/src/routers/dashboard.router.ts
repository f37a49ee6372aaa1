import { dashboardStats, monthlyTotals, upcomingEvents } from '@app/db';
import { EVENT_STATUSES, UPCOMING_EVENTS_LIMIT, ZDashboardStats } from '@app/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc/trpc.ts';

export const dashboardRouter = router({
  stats: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/stats',
        tags: ['dashboard'],
        summary: 'Read the business statistics',
        description:
          'Totals of the dashboard cards: clients, active events and campaigns, and all-time income, expenses and net profit (decimal strings).',
      },
    })
    .input(z.void())
    .output(ZDashboardStats)
    .query(({ ctx }) => dashboardStats(ctx.db)),

  revenue: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/revenue',
        tags: ['dashboard'],
        summary: 'Read monthly income and expenses',
        description:
          "One entry per month ('YYYY-MM'), oldest first, for the last `months` months including the current one; months without records count 0.00.",
      },
    })
    .input(z.object({ months: z.coerce.number().int().min(1).max(36).default(12) }))
    .output(z.array(z.object({ month: z.string(), income: z.string(), expenses: z.string() })))
    .query(({ ctx, input }) => monthlyTotals(ctx.db, input.months)),

  upcomingEvents: protectedProcedure
    .input(z.void())
    .output(
      z.array(
        z.object({
          id: z.int(),
          name: z.string(),
          date: z.string(),
          time: z.string(),
          venue: z.string(),
          clientName: z.string(),
          status: z.enum(EVENT_STATUSES),
        }),
      ),
    )
    .query(({ ctx }) => upcomingEvents(ctx.db, UPCOMING_EVENTS_LIMIT)),
});
