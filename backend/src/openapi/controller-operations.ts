import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { operationIdOf } from './operation-id.js';

/** One operation of the document with the controller method that serves it. */
export interface ControllerOperation {
  controller: Type<unknown>;
  methodKey: string;
  handler: (...args: unknown[]) => unknown;
  path: string;
  method: string;
  operation: OperationObject;
}

/** Every operation of the document, found by operationId among the app's controllers. */
export function controllerOperations(app: INestApplication, openApi: OpenAPIObject): ControllerOperation[] {
  const operations = new Map(
    Object.entries(openApi.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter((entry): entry is [string, OperationObject] => Boolean((entry[1] as OperationObject | undefined)?.operationId))
        .map(([method, operation]) => [operation.operationId, { path, method, operation }] as const),
    ),
  );
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  return controllers.flatMap(({ metatype }) => {
    if (!metatype) return [];
    const controller = metatype as Type<unknown>;
    return Object.getOwnPropertyNames(controller.prototype).flatMap((methodKey) => {
      const found = operations.get(operationIdOf(controller.name, methodKey));
      return found ? [{ controller, methodKey, handler: controller.prototype[methodKey], ...found }] : [];
    });
  });
}
