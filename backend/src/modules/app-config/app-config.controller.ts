import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { nullableRef } from '../../common/http/nullable-ref.js';

/** Hours of the day, in the business time zone, when customers may be called. */
class CallWindowDto {
  @ApiProperty({ example: '08:00', description: 'First minute calls are allowed (HH:mm)' })
  start: string;

  @ApiProperty({ example: '19:00', description: 'Calls are refused from this minute on (HH:mm)' })
  end: string;
}

/** What the browser needs from the server's configuration before it shows a date or offers a call. */
@ApiExtraModels(CallWindowDto)
class AppConfigDto {
  @ApiProperty({ example: 'Asia/Kolkata', description: 'The IANA time zone business dates are computed in (APP_TIMEZONE)' })
  timezone: string;

  @ApiProperty({ ...nullableRef(CallWindowDto), description: "CALL_WINDOW, the hours init-call allows; null when there is none" })
  call_window: CallWindowDto | null;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

@ApiTags('app-config')
@Controller('app-config')
export class AppConfigController {
  /** The configuration is read once at start-up, so the answer is too. */
  private readonly answer: AppConfigDto;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const window = config.dialer.callWindow;
    this.answer = { timezone: config.appTimezone, call_window: window ? { start: hhmm(window.start), end: hhmm(window.end) } : null };
  }

  // Public: the app reads it as it starts, before anyone signs in; the zone and the calling hours are no secret.
  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigDto })
  read(): AppConfigDto {
    return this.answer;
  }
}
