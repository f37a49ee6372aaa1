import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { ImportErrorList } from './ImportErrorList.tsx';

describe('ImportErrorList', () => {
  it('shows every problem of a line together, each with its column, one table row per line', () => {
    render(
      <ImportErrorList
        errors={[
          { line: 2, field: '', message: 'This line has 3 cells; the header has 6' },
          { line: 5, field: 'Category', message: 'Must be one of: catering, venue, other' },
          { line: 5, field: 'Contact email', message: 'Invalid email address' },
          { line: 5, field: 'Rating', message: 'Rating must be 0 (not rated) or 1 to 5' },
          { line: 9, field: 'Website', message: 'Invalid URL' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Refused rows' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '5', '9']);
    const problems = within(rows[1]!).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'Category: Must be one of: catering, venue, other',
      'Contact email: Invalid email address',
      'Rating: Rating must be 0 (not rated) or 1 to 5',
    ]);
    // A whole-row problem names no column.
    expect(within(rows[0]!).getByRole('listitem')).toHaveTextContent(
      /^This line has 3 cells; the header has 6$/,
    );
  });
});
