import { useSearchParams } from 'react-router-dom';

/**
 * The message open in its dialog, `?email=<id>` in the address (on the E-mail screen, a client's page
 * and an event's page), and how to open or close one. Closing replaces the address rather than adding
 * to the history.
 */
export function useEmailParam() {
  const [params, setParams] = useSearchParams();
  const viewing = Number(params.get('email')) || null;
  const view = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('email');
        else next.set('email', String(id));
        return next;
      },
      { replace: id === null },
    );
  return [viewing, view] as const;
}
