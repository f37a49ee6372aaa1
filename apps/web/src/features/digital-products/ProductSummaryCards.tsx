import { formatMoney, RECENTLY_ADDED_DAYS } from '@app/domain';
import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconCurrencyDollar, IconDownload, IconPackage } from '@tabler/icons-react';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { trpc } from '../../lib/trpc.ts';

/**
 * Total Products (with those added lately), Active Products, Catalogue Value and Downloads, from the
 * server. The spec's 'Total Sales' was the sum of the list prices, not of anything sold (sales are not
 * recorded per product): the card is named for what it sums.
 */
export function ProductSummaryCards() {
  const summary = trpc.digitalProducts.summary.useQuery();
  const s = summary.data;
  const cards = [
    {
      label: 'Total Products',
      value: s?.totalProducts,
      detail: s ? `${s.addedRecently} added in the last ${RECENTLY_ADDED_DAYS} days` : undefined,
      icon: <IconPackage size={20} />,
      color: 'blue',
    },
    {
      label: 'Active Products',
      value: s?.activeProducts,
      icon: <IconCircleCheck size={20} />,
      color: 'green',
    },
    {
      label: 'Catalogue Value',
      value: s ? formatMoney(s.catalogueValue) : undefined,
      detail: 'Sum of list prices',
      icon: <IconCurrencyDollar size={20} />,
      color: 'teal',
    },
    {
      label: 'Downloads',
      value: s ? s.downloads.toLocaleString('en-US') : undefined,
      icon: <IconDownload size={20} />,
      color: 'violet',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card) => (
        <SummaryCard
          key={card.label}
          title={card.label}
          value={card.value}
          detail={card.detail}
          icon={card.icon}
          color={card.color}
        />
      ))}
    </SimpleGrid>
  );
}
