import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
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
import { authenticateLocal, endSession, startSession } from './passport-session.js';
import { PassportSetup } from './passport-setup.js';
import { SESSION_COOKIE } from './session-store.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly passportSetup: PassportSetup,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in; sets the session cookie' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors({ 401: 'Invalid email or password (the same answer for an unknown email)', 429: 'Too many failed attempts for this email or address' })
  async login(@Body() _dto: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserResponseDto> {
    const user = await authenticateLocal(this.passportSetup.passport, request, response);
    await startSession(request, user);
    return toUserResponse(await this.users.get(user.id));
  }

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Create an account (agents for the public; admins need a signed-in admin)' })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiErrors({ 403: 'Only an administrator can create administrator accounts', 409: 'The email is taken' })
  async register(@Body() dto: RegisterDto, @Req() request: Request, @CurrentUser() caller?: SessionUser): Promise<UserResponseDto> {
    const user = await this.auth.register(dto, caller);
    if (!caller) await startSession(request, { ...user });
    return toUserResponse(user);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session' })
  @ApiOkResponse({ type: AcknowledgementDto })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AcknowledgementDto> {
    await endSession(request);
    response.clearCookie(SESSION_COOKIE);
    return { message: 'You have been successfully logged out.' };
  }

  @Post('reset-password')
  @HttpCode(200)
  @AllowPendingPasswordChange()
  @ApiOperation({ summary: "Change the caller's password; clears must_change_password and ends their other sessions" })
  @ApiOkResponse({ type: AcknowledgementDto })
  async resetPassword(@Body() dto: ResetPasswordDto, @CurrentUser() caller: SessionUser, @Req() request: Request): Promise<AcknowledgementDto> {
    await this.auth.changePassword(caller, dto, request.sessionID);
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
