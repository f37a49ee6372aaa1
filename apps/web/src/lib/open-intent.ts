import { createContext, use } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/*
 * Prefetch on the intent to open a link. This lives apart from router.tsx so that the screens and the
 * shell (which router.tsx reaches through screen-loads.ts) can use it without importing the router back.
 */

/** The route's own prefetch, run when a link to it is pointed at (see useOpenIntent). */
export type Intent = { prefetch: (params: Params) => Promise<unknown> };

const RoutesContext = createContext<RouteObject[]>([]);
export const RoutesProvider = RoutesContext;

/**
 * Handlers for a link: the pointer on it (or the keyboard focus) is the intent to open it, so the
 * route's code and loader start then (react-router's own matcher finds the route) and the click finds
 * them ready. Nothing is fetched twice: lists never go stale (spec §7).
 */
export function useOpenIntent() {
  const routes = use(RoutesContext);
  return (to: string) => {
    const prefetch = () => {
      for (const match of matchRoutes(routes, to) ?? []) {
        void (match.route.handle as Intent | undefined)?.prefetch(match.params).catch(() => {});
      }
    };
    return { onMouseEnter: prefetch, onFocus: prefetch, onPointerDown: prefetch };
  };
}
