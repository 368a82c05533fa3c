import { applyDecorators, type PipeTransform } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger';
import { IsInt, Max, Min, type ValidationOptions } from 'class-validator';
import { FieldValidationException } from './validation.js';

/** Record ids are PostgreSQL `integer`s: a larger number cannot name a row and would fail in the query (a 500). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A body or query field holding a record id (or, with `each`, a list of them): a whole number 1..MAX_RECORD_ID. */
export function IsRecordId(message: string, { each = false }: Pick<ValidationOptions, 'each'> = {}): PropertyDecorator {
  const options = { each, message };
  return applyDecorators(IsInt(options), Min(1, options), Max(MAX_RECORD_ID, options));
}

const DIGITS = /^[0-9]{1,10}$/;

/** A path pipe that says, for the document, which values it lets through. */
export interface DocumentedPipe {
  readonly schema: SchemaObject;
}

export const isDocumentedPipe = (pipe: unknown): pipe is DocumentedPipe => typeof (pipe as Partial<DocumentedPipe> | null)?.schema === 'object';

/** Parses a numeric path id; anything but a whole number 1..MAX_RECORD_ID is a 400 naming the parameter. */
export class RecordIdPipe implements PipeTransform<string, number>, DocumentedPipe {
  readonly schema: SchemaObject = { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID };

  constructor(private readonly parameter = 'id') {}

  transform(value: string): number {
    const id = DIGITS.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_RECORD_ID)) {
      throw new FieldValidationException({ [this.parameter]: `${this.parameter} must be a positive integer` });
    }
    return id;
  }
}

/** The `{id}` path parameter. */
export const IdPipe = new RecordIdPipe();
