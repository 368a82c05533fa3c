import type { OpenAPIObject } from '@nestjs/swagger';

export const serializeOpenApi = (document: OpenAPIObject): string => `${JSON.stringify(document, null, 2)}\n`;
