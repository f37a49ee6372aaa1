import { formatDate } from '@app/domain';
import { timestampOffset } from './random.ts';
import type { Seed } from './seed.ts';

/** Five notifications: stock alerts, an upcoming event, a finished campaign, a welcome. */
export async function seedNotifications(
  { trx, now }: Seed,
  inventory: ReadonlyArray<{ id: number; name: string; status: string }>,
  events: ReadonlyArray<{ id: number; name: string; date: string; status: string }>,
  reportCampaign: { id: number; name: string },
) {
  const lowStock = inventory.find((item) => item.status === 'low_stock');
  const outOfStock = inventory.find((item) => item.status === 'out_of_stock');
  const nextEvent = events.find((event) => event.status === 'confirmed');
  await trx
    .insertInto('notifications')
    .values([
      {
        type: 'inventory',
        title: 'Low stock',
        message: `${lowStock?.name ?? 'An item'} is at or below its minimum quantity.`,
        priority: 'high',
        relatedId: lowStock?.id ?? null,
        relatedType: 'inventory',
        actionUrl: '/inventory',
        dedupeKey: lowStock ? `inventory:${lowStock.id}:low_stock` : null,
      },
      {
        type: 'inventory',
        title: 'Out of stock',
        message: `${outOfStock?.name ?? 'An item'} is out of stock.`,
        priority: 'urgent',
        relatedId: outOfStock?.id ?? null,
        relatedType: 'inventory',
        actionUrl: '/inventory',
        dedupeKey: outOfStock ? `inventory:${outOfStock.id}:out_of_stock` : null,
      },
      {
        type: 'event',
        title: 'Upcoming event',
        message: nextEvent
          ? `${nextEvent.name} is coming up on ${formatDate(nextEvent.date)}.`
          : 'An event is coming up soon.',
        priority: 'normal',
        relatedId: nextEvent?.id ?? null,
        relatedType: 'event',
        actionUrl: '/events',
        metadata: { date: nextEvent?.date ?? null },
      },
      {
        type: 'campaign',
        title: 'Campaign completed',
        message: `${reportCampaign.name} has finished; its report is in Documents.`,
        priority: 'low',
        relatedId: reportCampaign.id,
        relatedType: 'campaign',
        actionUrl: '/campaign-tracking',
        isRead: true,
      },
      {
        type: 'system',
        title: 'Welcome to EventFlow',
        message: 'Your demo workspace is ready. Explore clients, events and finances.',
        priority: 'normal',
        expiresAt: timestampOffset(now, 30),
      },
    ])
    .execute();
}
