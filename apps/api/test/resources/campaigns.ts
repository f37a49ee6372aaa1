import { unique } from '../fixtures.ts';
import { defineResourceTests } from '../resource-tests.ts';

/*
 * Campaigns beyond what the router gives the matrices: a tracking code is unique whatever its case,
 * which the probe derived from the document (the same value again) does not reach.
 */

export default defineResourceTests({
  statuses: ({ admin, as }) => {
    const trackingTaken = async (update: boolean) => {
      const code = `probe-${unique()}`;
      const body = { name: 'Probe campaign', type: 'email', description: 'Probe', trackingCode: code };
      const post = async (payload: unknown) => {
        const res = await as(admin, 'POST', '/api/campaigns', payload);
        if (res.statusCode !== 201) throw new Error(`POST /api/campaigns: ${res.statusCode} ${res.body}`);
        return res.json() as { id: number };
      };
      await post(body);
      if (!update)
        return [await as(admin, 'POST', '/api/campaigns', { ...body, trackingCode: code.toUpperCase() })];
      const other = (await post({ ...body, trackingCode: null })).id;
      return [await as(admin, 'PUT', `/api/campaigns/${other}`, { trackingCode: code })];
    };
    return {
      'POST /campaigns': { extra: { trackingCodeTaken: () => trackingTaken(false) } },
      'PUT /campaigns/{id}': { extra: { trackingCodeTaken: () => trackingTaken(true) } },
    };
  },
});
