// GET /api/health, for probes and signed-in staff (health.controller.ts).
import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController] })
export class HealthModule {}
