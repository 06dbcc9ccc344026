// POST /api/admin/projections/rebuild: a signed-in operator rebuilds projections from the events
// while the app keeps serving; progress is readable from GET /api/health (`rebuilds`).
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProjectionRunner } from '../shared/projections/projection-runner.js';
import { AppError } from '../shared/http/app-error.js';
import { PROJECTIONS } from '../shared/tokens.js';
import type { RunnableProjection } from '../shared/projections/projection.js';

interface RebuildRequest {
  readonly projections?: unknown;
}

@ApiTags('operación')
@Controller('admin/projections')
export class RebuildProjectionsController {
  constructor(
    @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
    @Inject(PROJECTIONS) private readonly projections: readonly RunnableProjection[],
  ) {}

  @Post('rebuild')
  @HttpCode(202)
  @ApiOperation({ summary: 'Reconstruye proyecciones (todas si no se indican) sin detener la app' })
  rebuild(@Body() body: RebuildRequest | undefined): { started: readonly string[] } {
    const names = this.namesFrom(body?.projections);
    // Runs in the background: the answer returns at once; GET /api/health shows the progress.
    void this.runner.rebuild(names).catch(() => undefined);
    return { started: names.length > 0 ? names : this.projections.map((p) => p.name) };
  }

  private namesFrom(value: unknown): string[] {
    if (value === undefined) return [];
    const known = new Set(this.projections.map((p) => p.name));
    if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && known.has(name))) {
      throw new AppError('REQUEST.INVALID', 400, {}, 'projections');
    }
    return value as string[];
  }
}
