import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** What the browser needs from the server's configuration before it shows a date. */
class AppConfigDto {
  @ApiProperty({ example: 'Asia/Kolkata', description: 'The IANA time zone business dates are computed in (APP_TIMEZONE)' })
  timezone: string;
}

@ApiTags('app-config')
@Controller('app-config')
export class AppConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  // Public: the app reads it as it starts, before anyone signs in; the zone is no secret.
  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigDto })
  read(): AppConfigDto {
    return { timezone: this.config.appTimezone };
  }
}
