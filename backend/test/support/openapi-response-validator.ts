import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import type request from 'supertest';

type TestAgent = ReturnType<typeof request.agent>;
type Test = ReturnType<TestAgent['get']>;

interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
}
/** What the validator needs of a supertest response. */
export interface ReceivedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, OpenApiResponse>;
}

const DOCUMENT_ID = 'openapi.json';
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
/** Served beside the API, not part of it: Swagger UI and its JSON, and the frontend outside /api. */
const NOT_THE_API = /^\/api\/docs(-json)?(\/|$)|^\/(?!api\/)/;
/** Mounted only under TEST_CLOCK_CONTROL and left out of the document; test/test-support.e2e-spec.ts checks their answers. */
const TEST_ONLY = /^\/api\/test-support(\/|$)/;

/**
 * OpenAPI 3.0's `nullable` in JSON Schema's words, as 3.0.3 defines it: it adds null to the `type` beside it (and to
 * its `enum`), and nothing else, so a `$ref` or `allOf` next to it still refuses null.
 */
function withNullAsType(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullAsType);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withNullAsType(value)]));
  if (nullable !== true || converted.type === undefined) return converted;
  return { ...converted, type: [converted.type, 'null'], ...(Array.isArray(converted.enum) ? { enum: [...converted.enum, null] } : {}) };
}

const pointerSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      responses: operation.responses,
    })),
  );
  // A literal path wins over a template that also matches it (/api/users/agents before /api/users/{id}).
  const parameters = (template: string) => template.split('{').length;
  return operations.sort((a, b) => parameters(a.template) - parameters(b.template));
}

const mediaTypeOf = (headers: ReceivedResponse['headers']): string | undefined =>
  String(headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() || undefined;
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Checks an answer against openapi/openapi.json: the operation (method + path template) must document the status,
 * and a JSON body must match that status's schema. Other content types (CSV, audio) are checked for being
 * documented, not read.
 */
export class OpenApiResponseValidator {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  private readonly operations: Operation[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    addFormats.default(this.ajv);
    for (const format of ['binary', 'int32', 'int64', 'float', 'double']) this.ajv.addFormat(format, true);
    this.ajv.addSchema(withNullAsType(document) as object, DOCUMENT_ID);
    this.operations = operationsOf(document);
  }

  /** Undefined when the answer is what the document says; otherwise what differs, for the failing test's message. */
  problemWith(method: string, url: string, response: ReceivedResponse): string | undefined {
    const path = new URL(url, 'http://test').pathname;
    if (NOT_THE_API.test(path) || TEST_ONLY.test(path)) return undefined;
    const operation = this.operations.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    // Nest answers 404 for a route it does not have; that is no operation's answer.
    if (!operation) return response.status === 404 ? undefined : `${method.toUpperCase()} ${path} answered ${response.status}, but openapi.json has no such operation`;

    const name = `${method.toUpperCase()} ${operation.template} answered ${response.status}`;
    const documented = operation.responses[String(response.status)];
    if (!documented) return `${name}, which openapi.json does not document (documented: ${Object.keys(operation.responses).join(', ')})`;

    const mediaType = mediaTypeOf(response.headers);
    const hasBody = Boolean(response.text) || (response.text === undefined && mediaType !== undefined);
    if (!documented.content) return hasBody ? `${name} with a body (${mediaType}), but openapi.json documents no body` : undefined;
    if (!hasBody || !mediaType) return `${name} with no body, but openapi.json documents ${Object.keys(documented.content).join(', ')}`;
    if (!documented.content[mediaType]) return `${name} with ${mediaType}, but openapi.json documents ${Object.keys(documented.content).join(', ')}`;
    if (!isJson(mediaType) || !documented.content[mediaType].schema) return undefined;

    const validate = this.validatorFor(operation, String(response.status), mediaType);
    if (validate(response.body)) return undefined;
    const mismatches = (validate.errors ?? []).map((error) => `body${error.instancePath.replace(/\//g, '.')} ${error.message}`);
    return `${name}, and the body does not match openapi.json:\n  ${[...new Set(mismatches)].join('\n  ')}\nbody: ${JSON.stringify(response.body).slice(0, 1000)}`;
  }

  private validatorFor(operation: Operation, status: string, mediaType: string): ValidateFunction {
    const pointer = ['paths', operation.template, operation.method, 'responses', status, 'content', mediaType, 'schema'].map(pointerSegment).join('/');
    const ref = `${DOCUMENT_ID}#/${pointer}`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    return validate;
  }
}

let shared: OpenApiResponseValidator | undefined;
const documentValidator = (): OpenApiResponseValidator =>
  (shared ??= new OpenApiResponseValidator(JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'))));

/** Fails the request (as a failed `.expect` would) when its answer is not what the document says. */
function validated(test: Test, method: string, url: string): Test {
  const end = test.end.bind(test);
  test.end = (callback) =>
    end((error, response) => {
      const problem = !error && response ? documentValidator().problemWith(method, url, response) : undefined;
      callback?.(problem ? new Error(problem) : error, response);
    });
  return test;
}

/** The agent, with every answer it receives checked against openapi/openapi.json. */
export function validatingAgent(agent: TestAgent): TestAgent {
  for (const method of HTTP_METHODS) {
    const send = agent[method].bind(agent);
    agent[method] = (url: string, ...rest: unknown[]) => validated((send as (url: string, ...rest: unknown[]) => Test)(url, ...rest), method, url);
  }
  return agent;
}
