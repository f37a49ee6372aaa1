import { END_BEFORE_START } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { WithTrpc } from '../../test/with-trpc.tsx';
import { EventForm } from './EventForm.tsx';

// The client picker asks the server; here it gets no answer and the form works on without it.
vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => {})),
);

describe('EventForm', () => {
  it('shows the required messages and does not submit an empty form', async () => {
    const onSubmit = vi.fn();
    render(
      <WithTrpc>
        <EventForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />
      </WithTrpc>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    // name, type, client name, date, time, venue and budget
    expect(await screen.findAllByText('Required')).toHaveLength(7);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the date and submits the parsed values', async () => {
    const onSubmit = vi.fn();
    render(
      <WithTrpc>
        <EventForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />
      </WithTrpc>,
    );
    await userEvent.type(screen.getByLabelText(/^Event name/), 'Gala');
    await userEvent.click(screen.getByRole('combobox', { name: /^Event type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wedding' }));
    await userEvent.type(screen.getByLabelText(/^Client name/), 'Acme');
    await userEvent.type(screen.getByLabelText(/^Time/), '18:30');
    await userEvent.type(screen.getByLabelText(/^Venue/), 'Rose Hall');
    await userEvent.type(screen.getByLabelText(/^Budget/), '2500.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Date/), '2026-06-20');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Gala',
        type: 'Wedding',
        clientId: null,
        clientName: 'Acme',
        date: '2026-06-20',
        time: '18:30',
        budget: '2500.50',
        status: 'planning',
        description: null,
        // The span fields' defaults: a one-day event with no setup or teardown days.
        endDate: null,
        setupDays: 0,
        teardownDays: 0,
      }),
      expect.anything(),
    );
  });

  it('submits the end date, setup and teardown days, and refuses an end before the start', async () => {
    const onSubmit = vi.fn();
    render(
      <WithTrpc>
        <EventForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />
      </WithTrpc>,
    );
    expect(screen.getByLabelText(/^End date/)).toHaveValue('');
    expect(screen.getByLabelText(/^Setup days/)).toHaveValue('0');
    expect(screen.getByLabelText(/^Teardown days/)).toHaveValue('0');

    await userEvent.type(screen.getByLabelText(/^Event name/), 'Festival');
    await userEvent.click(screen.getByRole('combobox', { name: /^Event type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wedding' }));
    await userEvent.type(screen.getByLabelText(/^Client name/), 'Acme');
    await userEvent.type(screen.getByLabelText(/^Date/), '2026-06-20');
    await userEvent.type(screen.getByLabelText(/^Time/), '10:00');
    await userEvent.type(screen.getByLabelText(/^Venue/), 'Park');
    await userEvent.type(screen.getByLabelText(/^Budget/), '900');
    await userEvent.type(screen.getByLabelText(/^End date/), '2026-06-19');
    await userEvent.clear(screen.getByLabelText(/^Setup days/));
    await userEvent.type(screen.getByLabelText(/^Setup days/), '2');
    await userEvent.clear(screen.getByLabelText(/^Teardown days/));
    await userEvent.type(screen.getByLabelText(/^Teardown days/), '1');

    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^End date/));
    await userEvent.type(screen.getByLabelText(/^End date/), '2026-06-22');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Festival',
        date: '2026-06-20',
        endDate: '2026-06-22',
        setupDays: 2,
        teardownDays: 1,
      }),
      expect.anything(),
    );
    expect(screen.queryByText(END_BEFORE_START)).not.toBeInTheDocument();
  });

  it("shows a chosen client's name read-only, and lets a walk-in's name be typed once the client is cleared", async () => {
    const onSubmit = vi.fn();
    const event = {
      id: 9,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Gala',
      type: 'Wedding',
      clientId: 4,
      clientName: 'Acme Weddings',
      date: '2026-06-20',
      time: '18:30',
      venue: 'Rose Hall',
      budget: '2500.00',
      status: 'planning',
      description: null,
      invoiced: '0.00',
      paid: '0.00',
      endDate: null,
      setupDays: 0,
      teardownDays: 0,
      profit: '0.00',
    } as const;
    render(
      <WithTrpc>
        <EventForm event={event} saving={false} onSubmit={onSubmit} onCancel={() => {}} />
      </WithTrpc>,
    );
    const name = screen.getByRole('textbox', { name: /^Client name/ });
    expect(name).toHaveValue('Acme Weddings');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByText("The chosen client's name")).toBeInTheDocument();
    await userEvent.type(name, ' Ltd');
    expect(name).toHaveValue('Acme Weddings');

    // Clearing the client makes the event a walk-in: the name is empty, typed and required.
    // Mantine keeps its clear button out of the accessibility tree (a pointer's shortcut).
    await userEvent.click(screen.getByLabelText('Clear client'));
    expect(name).not.toHaveAttribute('readonly');
    expect(name).toHaveValue('');
    expect(screen.getByText('Type the name (no client record)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Walk-in Guest');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ clientId: null, clientName: 'Walk-in Guest' }),
      expect.anything(),
    );
  });
});
