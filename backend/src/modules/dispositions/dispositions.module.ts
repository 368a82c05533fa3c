import { Module } from '@nestjs/common';
import { DispositionsController } from './dispositions.controller.js';
import { DispositionsService } from './dispositions.service.js';

@Module({ controllers: [DispositionsController], providers: [DispositionsService], exports: [DispositionsService] })
export class DispositionsModule {}
