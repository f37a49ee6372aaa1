import { createContext, type ReactNode, use, useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const StableNavigateContext = createContext<Navigate | null>(null);

/**
 * react-router's useNavigate (under BrowserRouter) subscribes its caller to the location, so the
 * caller and everything it renders re-render on every navigation. The shell (header, search, user
 * menu, sidebar) needs to navigate but shows the same thing on every screen: it takes this function
 * instead, which keeps its identity and always uses the router's latest navigate. Only this provider
 * re-renders on a navigation; its children are the same elements, so React skips them.
 */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useCallback<Navigate>((to, options) => {
    void latest.current(to, options);
  }, []);
  return <StableNavigateContext value={stable}>{children}</StableNavigateContext>;
}

/** A navigate function that does not re-render its caller on navigation (see StableNavigateProvider). */
export function useStableNavigate(): Navigate {
  const navigate = use(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs a StableNavigateProvider above it');
  return navigate;
}
