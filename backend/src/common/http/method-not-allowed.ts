import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { errorBody } from '../filters/all-exceptions.filter.js';

/** What this needs of an Express router layer: a route's methods, and whether its path pattern matches. */
interface RouteLayer {
  route?: { methods: Record<string, boolean | undefined> };
  match(path: string): unknown;
}

/**
 * The methods the routes matching `path` answer (HEAD wherever GET), sorted; empty when no route serves the path.
 * A route that takes `method` itself is middleware mounted for every method (the request logger): had it been an
 * endpoint, the request would not be asking.
 */
export function allowedMethods(layers: readonly RouteLayer[], method: string, path: string): string[] {
  const methods = new Set<string>();
  for (const layer of layers) {
    if (!layer.route || !layer.match(path)) continue;
    const taken = layer.route.methods;
    if (taken._all || taken[method.toLowerCase()]) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

const listed = (methods: string[]) => (methods.length === 1 ? methods[0] : `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`);

/** Under /api, a request no route took whose path some route serves: 405 with `Allow`; anything else goes on to the 404. */
export function answerMethodNotAllowed(layers: () => readonly RouteLayer[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!request.path.startsWith('/api/')) return next();
    const allowed = allowedMethods(layers(), request.method, request.path);
    if (allowed.length === 0) return next();
    response
      .status(HttpStatus.METHOD_NOT_ALLOWED)
      .set('Allow', allowed.join(', '))
      .json(errorBody(HttpStatus.METHOD_NOT_ALLOWED, `${request.method} is not supported on ${request.path}; use ${listed(allowed)}`));
  };
}

/**
 * Mounts {@link answerMethodNotAllowed} behind the routes. Nest calls onModuleInit after registering the routes and
 * before its not-found handler, so only requests that no route answered reach it: routed requests pay nothing.
 */
@Injectable()
export class MethodNotAllowed implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const adapter = this.adapterHost.httpAdapter;
    if (!adapter) return;
    const express = adapter.getInstance<{ router: { stack: RouteLayer[] } }>();
    adapter.use(answerMethodNotAllowed(() => express.router.stack));
  }
}
