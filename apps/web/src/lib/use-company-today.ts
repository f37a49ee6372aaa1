import { calendarDateIn, todayDateString } from '@app/domain';
import { trpc } from './trpc.ts';

/**
 * Today's date 'YYYY-MM-DD' in the company's time zone (company settings), which is what the server
 * calls today; the browser's own date until the settings have loaded.
 */
export function useCompanyToday(): string {
  const settings = trpc.companySettings.get.useQuery();
  const timeZone = settings.data?.timeZone;
  return timeZone ? calendarDateIn(new Date(), timeZone) : todayDateString();
}
