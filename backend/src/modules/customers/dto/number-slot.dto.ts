import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { NUMBER_SLOTS } from '../customer-number-slots.js';

/** The customer's number by its slot instead of the number itself (what the app sends; see customer-number-slots). */
export const NumberSlotField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: [...NUMBER_SLOTS], description: "The customer's number by slot: mobile or alternate (alternate_phone). Send it or the number, not both" }),
    IsOptional(),
    IsIn([...NUMBER_SLOTS], { message: `number_slot must be one of: ${NUMBER_SLOTS.join(', ')}` }),
  );
