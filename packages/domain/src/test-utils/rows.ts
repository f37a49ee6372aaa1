/** The fields every stored row carries, for building row fixtures. */
export const ROW = {
  id: 1,
  version: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};
