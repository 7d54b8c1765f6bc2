import { z } from 'zod';
import { errorResponse } from '../../contracts/common';
import { OPERATIONS, type Access, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

const ACCESS_NOTE: Record<Access, string> = {
  public: 'Anyone.',
  customer: 'A signed-in shopper (`Authorization: Bearer <token>`).',
  vendor: 'The shop owner (`Authorization: Bearer <token>`).',
  webhook: 'Razorpay, signed with the webhook secret (`X-Razorpay-Signature`).',
};

/** The request side of a contract (what a caller sends, before transforms), as JSON Schema. */
function requestSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The query contract as OpenAPI parameters, one per property. */
function queryParameters(schema: z.ZodType): unknown[] {
  const json = requestSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operationObject(operation: Operation): Record<string, unknown> {
  const secured = operation.access === 'customer' || operation.access === 'vendor';
  const answer = operation.returns
    ? `The answer: \`${operation.returns}\` in server/src/contracts/.`
    : 'The answer (JSON).';
  const out: Record<string, unknown> = {
    tags: [operation.tag],
    summary: operation.summary,
    description: `Who may call it: ${ACCESS_NOTE[operation.access]}`,
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    responses: {
      '200': { description: answer },
      '4XX': {
        description: 'Refused: the message says why; nothing was changed.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
  if (secured) out.security = [{ bearer: [] }];
  if (operation.query) out.parameters = queryParameters(operation.query);
  if (operation.multipart) {
    out.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { images: { type: 'array', items: { type: 'string', format: 'binary' } } },
          },
        },
      },
    };
  } else if (operation.body) {
    out.requestBody = {
      required: true,
      content: { 'application/json': { schema: requestSchema(operation.body) } },
    };
  }
  return out;
}

/** The OpenAPI 3.1 document of the whole API, built from the zod contracts. */
export function openApiDocument(operations: Operation[] = OPERATIONS): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationObject(operation);
  }
  const errorSchema = requestSchema(errorResponse);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop API',
      version: '1.0.0',
      description:
        'The storefront’s and the admin panel’s API. Paths keep the shop specification’s ' +
        'spelling (`156` is its fixed path segment). Every refusal answers `{ "error": "…" }`.',
    },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
