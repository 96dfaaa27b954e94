/** The part of JSON Schema that the OpenAPI document of the API uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the document, flattened for the fuzzer. */
export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path template, e.g. /api/shop/cart/{userId}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  jsonBody?: JsonSchema;
  /** Set when the operation takes a multipart form instead (the image upload). */
  multipart: boolean;
  /** Statuses the document promises; a 503 is acceptable only where it is listed. */
  statuses: string[];
  /** Whether the document says the call needs no token. */
  isPublic: boolean;
  /** Whether only an admin may call it (the document does not say; the contract does). */
  adminOnly: boolean;
  /** The type of a success that is a file, not JSON (a CSV download), from the contract. */
  produces?: string;
}

/** What the document leaves out about an operation, from the API contract. */
export interface OperationHints {
  /** It takes a multipart form (the document has no schema for one). */
  multipart: boolean;
  adminOnly: boolean;
  produces?: string;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** Every operation of the document, completed by `hints` (given each operation id). */
export function readOperations(
  document: OpenApiDocument,
  hints: (operationId: string) => OperationHints,
): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId ?? `${method} ${path}`;
      const content = operation.requestBody?.content ?? {};
      const hinted = hints(id);
      operations.push({
        id,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || hinted.multipart,
        statuses: Object.keys(operation.responses ?? {}),
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        adminOnly: hinted.adminOnly,
        produces: hinted.produces,
      });
    }
  }
  return operations;
}
