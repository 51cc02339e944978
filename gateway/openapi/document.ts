/**
 * OpenAPI 3.1 from the mounted routers and their descriptions (registry.ts). Request and response
 * schemas are the routes' own zod schemas turned into JSON Schema 2020-12 (zod's toJSONSchema),
 * which OpenAPI 3.1 uses as is.
 */
import type Router from '@koa/router';
import { z } from 'zod';
import pkg from '../../package.json' with { type: 'json' };
import { ERRORS } from '../errors.js';
import { docsOf, type RouteDoc } from './registry.js';
import { errorShape } from './shapes.js';

export interface MountedRoute { method: string; path: string; doc?: RouteDoc }

/** Every route of the routers (HEAD left out), with its description when it has one. */
export function mountedRoutes(routers: Router<any>[]): MountedRoute[] {
  const out: MountedRoute[] = [];
  for (const router of routers) {
    const docs = docsOf(router);
    for (const layer of router.stack) {
      for (const m of layer.methods) {
        if (m === 'HEAD') continue;
        const method = m.toLowerCase();
        out.push({ method, path: layer.path as string, doc: docs.find((d) => d.method === method && d.path === layer.path) });
      }
    }
  }
  return out;
}

const jsonSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};
const outputSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

const SECURITY: Record<string, unknown[]> = {
  none: [], session: [{ session: [] }], admin: [{ session: [] }], claim: [{ claim: [] }], wallet: [],
};

function operation(route: MountedRoute): Record<string, unknown> {
  const d = route.doc;
  const params = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  if (d?.query) {
    const q = jsonSchema(d.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      params.push({ name, in: 'query', required: (q.required ?? []).includes(name) as never, schema: schema as never });
    }
  }
  const ok = d?.status ?? 200;
  const success = d?.contentType
    ? { description: 'OK', content: { [d.contentType]: {} } }
    : {
        description: 'OK',
        content: { 'application/json': { schema: d?.response ? outputSchema(d.raw ? d.response : z.object({ data: d.response })) : {} } },
      };
  const responses: Record<string, unknown> = { [ok]: success };
  for (const a of d?.also ?? []) responses[a.status] = { description: a.description, content: { 'application/json': { schema: outputSchema(z.object({ data: a.response })) } } };
  const codes = new Set(['VALIDATION_ERROR', 'RATE_LIMITED', 'INTERNAL_ERROR', ...(d?.auth && d.auth !== 'none' ? ['UNAUTHORIZED'] : []), ...(d?.errors ?? [])]);
  const byStatus = new Map<number, string[]>();
  for (const c of codes) {
    const status = ERRORS[c as keyof typeof ERRORS]?.status;
    if (status) byStatus.set(status, [...(byStatus.get(status) ?? []), c]);
  }
  for (const [status, list] of byStatus) {
    responses[status] = { description: list.join(', '), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return {
    operationId: `${route.method}${route.path.replace(/[/:{}-]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: d?.summary ?? `${route.method.toUpperCase()} ${route.path}`,
    tags: [d?.tag ?? 'other'],
    security: SECURITY[d?.auth ?? 'none'],
    ...(params.length > 0 && { parameters: params }),
    ...(d?.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(d.body) } } } }),
    responses,
  };
}

export function openApiDocument(routers: Router<any>[], servers: { url: string }[] = []): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of mountedRoutes(routers)) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    (paths[path] ??= {})[route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'agentplatform API', version: pkg.version, description: 'The marketplace API: identity login, agents, services, jobs, payments (spec/platform-api.md).' },
    servers,
    paths,
    components: {
      schemas: { Error: outputSchema(errorShape) },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'the signed session cookie of a login' },
        claim: { type: 'apiKey', in: 'cookie', name: 'svc_login_claim', description: 'the browser claim of a wallet login' },
      },
    },
  };
}
