/** `UsersController.list` → `Users_list`: the operationId of a route, unique because controller names are. */
export const operationIdOf = (controllerKey: string, methodKey: string): string => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;
