import { Module } from '@nestjs/common';
import { DialerModule } from '../../integrations/dialer/dialer.module.js';
import { DispositionsController } from './dispositions.controller.js';
import { DispositionsService } from './dispositions.service.js';

@Module({ imports: [DialerModule], controllers: [DispositionsController], providers: [DispositionsService], exports: [DispositionsService] })
export class DispositionsModule {}
