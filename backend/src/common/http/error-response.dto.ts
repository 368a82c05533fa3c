import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one error body (AllExceptionsFilter, body-errors.ts, input-guard.ts), as integrators see it. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'email must be an email' }) message: string;
  @ApiProperty({ example: 'Bad Request' }) error: string;
  @ApiPropertyOptional({
    description: 'The message per field, for input errors',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'email must be an email' },
  })
  errors?: Record<string, string>;
  @ApiPropertyOptional({ description: 'File-level problems of a CSV upload', type: [String] })
  validationErrors?: string[];
}
