import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/http/api-errors.js';
import { AllowPendingPasswordChange, CurrentUser, Public } from '../../common/decorators/auth.decorators.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { toUserResponse, UserResponseDto } from '../users/dto/user.dto.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { AcknowledgementDto } from '../../common/http/acknowledgement.dto.js';
import { LoginDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { clientAddress, endSession, startSession } from './passport-session.js';
import { SESSION_COOKIE } from './session-store.js';
import { SessionsService } from './sessions.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  @Public()
  @Post('login')
  @UseGuards(LocalAuthGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in; sets the session cookie' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors({
    401: 'Invalid email or password (the same answer for an unknown email and a deactivated account)',
    403: "Right password, but the sign-up is waiting for an administrator's approval",
    429: 'Too many failed attempts for this email from this address, or for many emails from this address',
  })
  async login(@Body() _dto: LoginDto, @Req() request: Request, @CurrentUser() user: SessionUser): Promise<UserResponseDto> {
    await startSession(request, user);
    return toUserResponse(await this.users.get(user.id));
  }

  @Public()
  @Post('register')
  @ApiOperation({
    summary: 'Create an account',
    description:
      'The public signs up as an inactive agent awaiting approval and gets a sentence, the same whether or not the email is ' +
      'taken (no session). A signed-in admin creates any account and gets it back. An admin account needs a signed-in admin ' +
      '(or no users yet).',
  })
  @ApiExtraModels(UserResponseDto, AcknowledgementDto)
  @ApiCreatedResponse({ schema: { oneOf: [{ $ref: getSchemaPath(UserResponseDto) }, { $ref: getSchemaPath(AcknowledgementDto) }] } })
  @ApiErrors({
    403: 'Only an administrator can create administrator accounts',
    409: 'The email is taken (answered to a signed-in admin only)',
    429: 'Too many sign-ups from this address',
  })
  async register(@Body() dto: RegisterDto, @Req() request: Request, @CurrentUser() caller?: SessionUser): Promise<UserResponseDto | AcknowledgementDto> {
    const registration = await this.auth.register(dto, caller, clientAddress(request));
    return 'user' in registration ? toUserResponse(registration.user) : registration;
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session' })
  @ApiOkResponse({ type: AcknowledgementDto })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response, @CurrentUser() user?: SessionUser): Promise<AcknowledgementDto> {
    await endSession(request);
    if (user) await this.sessions.ended(user.id);
    response.clearCookie(SESSION_COOKIE);
    return { message: 'You have been successfully logged out.' };
  }

  @Post('reset-password')
  @HttpCode(200)
  @AllowPendingPasswordChange()
  @ApiOperation({ summary: "Change the caller's password; clears must_change_password and ends their other sessions" })
  @ApiOkResponse({ type: AcknowledgementDto })
  @ApiErrors({ 429: 'Too many wrong current passwords for this account from this address' })
  async resetPassword(@Body() dto: ResetPasswordDto, @CurrentUser() caller: SessionUser, @Req() request: Request): Promise<AcknowledgementDto> {
    await this.auth.changePassword(caller, dto, request.sessionID, clientAddress(request));
    return { message: 'Your password has been changed securely.' };
  }
}

@ApiTags('auth')
@Controller('user')
export class CurrentUserController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @AllowPendingPasswordChange()
  @ApiOperation({ summary: 'The signed-in user (401 when signed out)' })
  @ApiOkResponse({ type: UserResponseDto })
  async me(@CurrentUser() caller: SessionUser): Promise<UserResponseDto> {
    return toUserResponse(await this.users.get(caller.id));
  }
}
