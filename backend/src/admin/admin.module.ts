// An Administrador's operations on the running app: rebuilding projections (rebuild-projections.http.controller.ts).
import { Module } from '@nestjs/common';
import { RebuildProjectionsController } from './rebuild-projections.http.controller.js';

@Module({ controllers: [RebuildProjectionsController] })
export class AdminModule {}
