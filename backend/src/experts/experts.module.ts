import { Module } from '@nestjs/common';
import { ExpertsController } from './http/experts.controller.js';
import { ListExpertsHandler } from './queries/list-experts/list-experts.handler.js';

/** The experts directory. */
@Module({ controllers: [ExpertsController], providers: [ListExpertsHandler] })
export class ExpertsModule {}
