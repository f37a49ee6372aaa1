import type {
  FinancialExpenseCategory as ExpenseCategory,
  FinancialIncomeCategory as IncomeCategory,
  PaymentMethod,
  VendorCategory,
} from '@app/domain';
import type { NewFinancialRecord } from '../../schema.ts';
import { demoTypedFinancialRecords } from './counts.ts';
import { dayOffset, integer, pick, randomMoney } from './random.ts';
import type { Seed } from './seed.ts';

const incomeCategories: readonly IncomeCategory[] = [
  'Event Services',
  'Event Services',
  'Event Services',
  'Consulting',
  'Product Sales',
  'Rental Income',
  'Sponsorship',
  'Ticket Sales',
  'Other Income',
];
const expenseByVendorCategory: Record<VendorCategory, ExpenseCategory> = {
  catering: 'Catering',
  photography: 'Professional Services',
  videography: 'Professional Services',
  venue: 'Venue Costs',
  florist: 'Other Expenses',
  music: 'Professional Services',
  transportation: 'Transportation',
  decoration: 'Other Expenses',
  equipment: 'Equipment Rental',
  other: 'Professional Services',
};
const overheadExpenses: readonly ExpenseCategory[] = [
  'Marketing',
  'Staff Costs',
  'Insurance',
  'Utilities',
  'Office Supplies',
  'Software/Technology',
];
const paymentMethods: readonly PaymentMethod[] = [
  'Bank Transfer',
  'Bank Transfer',
  'Credit Card',
  'Credit Card',
  'Check',
  'PayPal',
  'Stripe',
  'Cash',
];

/** A year of income (events, products, rentals …) and expenses (vendors, overheads). */
export async function seedFinancialRecords(
  { trx, random, now }: Seed,
  clients: ReadonlyArray<{ id: number; name: string }>,
  events: ReadonlyArray<{ id: number; name: string; clientId: number | null; date: string; status: string }>,
  vendors: ReadonlyArray<{ id: number; name: string; category: VendorCategory }>,
) {
  const pastEvents = events.filter(
    (event) => event.date <= dayOffset(now, 0) && event.status !== 'cancelled',
  );
  const financialRows: NewFinancialRecord[] = Array.from(
    { length: demoTypedFinancialRecords },
    (_, index) => {
      const date = dayOffset(now, -integer(random, 0, 364));
      const paymentMethod = pick(random, paymentMethods);
      if (index % 9 < 4) {
        const category = pick(random, incomeCategories);
        const event = category === 'Event Services' ? pick(random, pastEvents) : undefined;
        const client = event
          ? clients.find((candidate) => candidate.id === event.clientId)!
          : pick(random, clients);
        return {
          type: 'income',
          category,
          description: event ? `${category}: ${event.name}` : `${category} - ${client.name}`,
          amount: randomMoney(random, 400, 18_000),
          date,
          paymentMethod,
          reference: `INV-${2000 + index}`,
          clientId: client.id,
          eventId: event?.id ?? null,
          taxDeductible: false,
          attachments: [],
        };
      }
      if (index % 9 < 7) {
        const vendor = pick(random, vendors);
        const category = expenseByVendorCategory[vendor.category];
        return {
          type: 'expense',
          category,
          description: `${vendor.name} - ${category.toLowerCase()}`,
          amount: randomMoney(random, 150, 9_000),
          date,
          paymentMethod,
          reference: `PO-${5000 + index}`,
          vendorId: vendor.id,
          taxDeductible: true,
          attachments: [],
        };
      }
      const category = pick(random, overheadExpenses);
      return {
        type: 'expense',
        category,
        description: `${category} - ${date.slice(0, 7)}`,
        amount: randomMoney(random, 40, 4_000),
        date,
        paymentMethod,
        taxDeductible: category !== 'Staff Costs',
        notes: category === 'Insurance' ? 'Annual general liability policy, paid monthly.' : null,
        attachments: [],
      };
    },
  );
  await trx.insertInto('financial_records').values(financialRows).execute();
}
