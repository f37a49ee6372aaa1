import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';

// The time zone field: what is typed replaces the zone it shows, and a city finds its zone.

function Field() {
  const [zone, setZone] = useState('UTC');
  return (
    <>
      <TimeZoneSelect label="Time zone" value={zone} onChange={(next) => next && setZone(next)} />
      <output aria-label="Chosen">{zone}</output>
    </>
  );
}

describe('TimeZoneSelect', () => {
  it('starts a new search on focus and after a choice, never adding to the zone shown', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveValue('UTC');
    await user.click(input);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'UTC');
    await user.keyboard('Portland');
    expect(input).toHaveValue('Portland');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^America\/Los_AngelesGMT-0[78]:00 · Pacific Time$/),
    ]);
    await user.click(screen.getByRole('option'));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('America/Los_Angeles');
    expect(input).toHaveValue('America/Los_Angeles');
    // Still in the field, a key typed after the choice begins a search of its own.
    await user.keyboard('Pacific');
    expect(input).toHaveValue('Pacific');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
    await user.tab();
    expect(input).toHaveValue('America/Los_Angeles');
  });
});
