import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsObject, ValidateNested } from 'class-validator';

type Class = new () => object;

/**
 * One nested object of `type`. ValidateNested alone lets a list through (it validates the list's items instead),
 * so the value must also be a plain object.
 */
export function NestedObject(type: () => Class, message: string): PropertyDecorator {
  return applyDecorators(IsObject({ message }), ValidateNested(), Type(type));
}

/** A list of nested objects of `type`; an item that is not an object (`[[]]`, `[1]`) is refused with `message`. */
export function NestedList(type: () => Class, message: string): PropertyDecorator {
  return applyDecorators(IsArray({ message }), IsObject({ each: true, message }), ValidateNested({ each: true }), Type(type));
}
