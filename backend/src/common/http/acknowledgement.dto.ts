import { ApiProperty } from '@nestjs/swagger';

/** The answer of a command that has nothing to return but a sentence for the user (sign-out, password change, assignments). */
export class AcknowledgementDto {
  @ApiProperty() message: string;
}
