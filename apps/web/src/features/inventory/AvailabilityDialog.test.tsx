import type { InventoryItem } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { WithTrpc } from '../../test/with-trpc.tsx';
import { AvailabilityDialog } from './AvailabilityDialog.tsx';

const item = { id: 7, name: 'Fog Machine', quantity: 4 } as InventoryItem;

describe('AvailabilityDialog', () => {
  it('takes one date after the other, as typed', () => {
    render(
      <WithTrpc>
        <AvailabilityDialog item={item} onClose={() => {}} />
      </WithTrpc>,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2027-03-31' } });
    fireEvent.change(from, { target: { value: '2027-03-01' } });
    fireEvent.change(to, { target: { value: '2027-04-30' } });
    expect(from).toHaveValue('2027-03-01');
    expect(to).toHaveValue('2027-04-30');
  });
});
