import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** What Fastify hands a serializer compiler: one route's schema for one status code. */
type RouteSchema = FastifyRouteSchemaDef<unknown>;
export type Serialize = (data: unknown) => string;

type JsonSchema = { [key: string]: unknown };

/** An answer that does not match the schema its route declares (strict mode: tests). */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

function asZod(schema: unknown, where: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new ResponseShapeError(`${where}: the response schema is not a zod schema`);
}

/**
 * `X | null` of a scalar as one `type: [X, 'null']`: fast-json-stringify serialises that by the value's
 * type, where an `anyOf` would run a validator for every value.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt !== -1 && other && typeof other.type === 'string' && !['object', 'array'].includes(other.type)) {
      const { enum: _values, const: _value, ...rest } = other;
      return { ...rest, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * The JSON Schema of what a route answers, from its zod schema: objects list their properties and
 * forbid any other (`additionalProperties: false`), which fast-json-stringify honours by writing only
 * the declared ones.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
  }) as JsonSchema;
  return simplify(json) as JsonSchema;
}

const JS_TYPE: Record<string, (data: unknown) => boolean> = {
  array: Array.isArray,
  object: (d) => typeof d === 'object' && d !== null && !Array.isArray(d),
  string: (d) => typeof d === 'string',
  null: (d) => d === null,
};

/** One serializer per branch when a union's branches differ by type (the unit list: array or page). */
function compileJson(json: JsonSchema): Serialize {
  const branches = json.anyOf as JsonSchema[] | undefined;
  const types = branches?.map((b) => b.type);
  if (
    branches &&
    Object.keys(json).length === 1 &&
    types?.every((t) => typeof t === 'string' && t in JS_TYPE) &&
    new Set(types).size === types.length
  ) {
    const compiled = branches.map((b) => ({ is: JS_TYPE[b.type as string]!, serialize: fastJson(b) }));
    return (data) => {
      const branch = compiled.find((c) => c.is(data));
      if (!branch) throw new ResponseShapeError('the answer matches no branch of its schema');
      return branch.serialize(data);
    };
  }
  return fastJson(json) as Serialize;
}

/** Production: each route's answers are written by a serializer compiled from its declared schema. */
export const fastSerializerCompiler = ({ schema, method, url }: RouteSchema): Serialize =>
  compileJson(responseJsonSchema(asZod(schema, `${method} ${url}`)));

/** Where `answer` has a key that `declared` (the schema's parse of it) has not: the undeclared fields. */
function undeclared(answer: unknown, declared: unknown, path = ''): string[] {
  if (Array.isArray(answer) && Array.isArray(declared))
    return answer.flatMap((item, i) => undeclared(item, declared[i], `${path}[${i}]`));
  if (typeof answer !== 'object' || answer === null || typeof declared !== 'object' || declared === null) return [];
  return Object.entries(answer).flatMap(([key, value]) =>
    key in declared
      ? undeclared(value, (declared as Record<string, unknown>)[key], path ? `${path}.${key}` : key)
      : [path ? `${path}.${key}` : key],
  );
}

/**
 * Tests: the answer as JSON.stringify would write it must parse with the route's schema and carry no
 * field the schema does not declare, and the production serializer must write exactly that answer.
 * Anything else throws (the request then fails with a 500 and the error is logged).
 */
export const strictSerializerCompiler = (route: RouteSchema): Serialize => {
  const where = `${route.method} ${route.url} (${route.httpStatus ?? 'default'})`;
  const schema = asZod(route.schema, where);
  const fast = fastSerializerCompiler(route);
  return (data) => {
    const answer: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ResponseShapeError(`${where}: ${z.prettifyError(parsed.error)}`);
    const extra = undeclared(answer, parsed.data);
    if (extra.length > 0) throw new ResponseShapeError(`${where}: undeclared fields ${extra.join(', ')}`);
    const written = fast(data);
    if (!isDeepStrictEqual(JSON.parse(written), answer))
      throw new ResponseShapeError(`${where}: the compiled serializer wrote ${written.slice(0, 200)}`);
    return written;
  };
};

export type ResponseMode = 'fast' | 'strict';

export const serializerCompilers: Record<ResponseMode, FastifySerializerCompiler<unknown>> = {
  fast: fastSerializerCompiler,
  strict: strictSerializerCompiler,
};
