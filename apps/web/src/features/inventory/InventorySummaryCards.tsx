import { formatMoney } from '@app/domain';
import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCurrencyDollar, IconPackage, IconPackageOff } from '@tabler/icons-react';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Total Items, Low Stock, Out of Stock and Total Value over the whole inventory (server figures). */
export function InventorySummaryCards() {
  const summary = trpc.inventory.summary.useQuery();
  const s = summary.data;
  const cards = [
    { label: 'Total Items', value: s?.totalItems, icon: <IconPackage size={20} />, color: 'blue' },
    { label: 'Low Stock', value: s?.lowStock, icon: <IconAlertTriangle size={20} />, color: 'yellow' },
    { label: 'Out of Stock', value: s?.outOfStock, icon: <IconPackageOff size={20} />, color: 'red' },
    {
      label: 'Total Value',
      value: s ? formatMoney(s.totalValue) : undefined,
      icon: <IconCurrencyDollar size={20} />,
      color: 'green',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card) => (
        <SummaryCard
          key={card.label}
          title={card.label}
          value={card.value}
          icon={card.icon}
          color={card.color}
        />
      ))}
    </SimpleGrid>
  );
}
