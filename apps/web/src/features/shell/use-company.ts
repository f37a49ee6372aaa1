import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { BRAND_NAME } from '../../theme.ts';

/**
 * Company name and logo for the sidebar: the server's settings, mirrored into local storage (spec §3
 * keys company_name and company_logo), and updated live by the company-info-updated and
 * company-logo-updated browser events.
 */
export function useCompany() {
  const settings = trpc.companySettings.get.useQuery();
  const [name, setName] = useState(() => localStorage.getItem('company_name') ?? BRAND_NAME);
  const [logo, setLogo] = useState(() => localStorage.getItem('company_logo'));

  useEffect(() => {
    if (!settings.data) return;
    const { companyName, logoUrl } = settings.data;
    if (companyName) {
      localStorage.setItem('company_name', companyName);
      setName(companyName);
    }
    if (logoUrl) localStorage.setItem('company_logo', logoUrl);
    else localStorage.removeItem('company_logo');
    setLogo(logoUrl ?? null);
  }, [settings.data]);

  useEffect(() => {
    const onInfo = (e: Event) => {
      const detail = (e as CustomEvent<{ companyName?: string }>).detail;
      if (detail?.companyName) setName(detail.companyName);
    };
    const onLogo = (e: Event) => setLogo((e as CustomEvent<string | null>).detail ?? null);
    window.addEventListener('company-info-updated', onInfo);
    window.addEventListener('company-logo-updated', onLogo);
    return () => {
      window.removeEventListener('company-info-updated', onInfo);
      window.removeEventListener('company-logo-updated', onLogo);
    };
  }, []);

  return { name: name || BRAND_NAME, logo };
}
