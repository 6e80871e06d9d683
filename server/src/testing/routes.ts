import type { HTTPMethods, RouteOptions } from 'fastify';

export interface ListedRoute {
  method: HTTPMethods;
  url: string;
  hidden: boolean;
  documents401: boolean;
  /** Whether the route's own options opt it out of the sign-in. */
  optsOut: boolean;
}

/**
 * Collects every route the app registers: pass `onRoute` to createTestApp, then read `routes()` once
 * the app is ready (a scope's own onRoute hook may still mark its routes after ours).
 */
export function routeListing() {
  const registered: RouteOptions[] = [];
  return {
    onRoute: (route: RouteOptions) => {
      registered.push(route);
    },
    routes: (): ListedRoute[] =>
      registered.flatMap((route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
        return methods.map((method) => ({
          method,
          url: route.url,
          hidden: schema?.hide === true,
          documents401: schema?.response?.['401'] !== undefined,
          optsOut: (route.config as { public?: boolean } | undefined)?.public === true,
        }));
      }),
  };
}
