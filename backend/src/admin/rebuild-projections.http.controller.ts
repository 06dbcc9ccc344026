// POST /api/admin/projections/rebuild (Administrador): an operator rebuilds projections from the events
// while the app keeps serving; progress is readable from GET /api/health (`rebuilds`).
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../auth/allowed.decorator.js';
import { parseRequest } from '@gym/domain';
import { z } from 'zod';
import { ProjectionRunner } from '../shared/projections/projection-runner.js';
import { AppError } from '../shared/http/app-error.js';
import { PROJECTIONS } from '../shared/tokens.js';
import type { RunnableProjection } from '../shared/projections/projection.js';

// Strict like every command body: a misspelt field must not read as "rebuild everything".
const rebuildRequest = z.strictObject(
  { projections: z.array(z.string(), { error: 'REQUEST.INVALID' }).optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID') },
);

@ApiTags('operación')
@Controller('admin/projections')
export class RebuildProjectionsController {
  constructor(
    @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
    @Inject(PROJECTIONS) private readonly projections: readonly RunnableProjection[],
  ) {}

  @Post('rebuild')
  @Allowed('admin')
  @HttpCode(202)
  @ApiOperation({ summary: 'Reconstruye proyecciones (todas si no se indican) sin detener la app' })
  rebuild(@Body() body: unknown): { started: readonly string[] } {
    const parsed = parseRequest(rebuildRequest, body ?? {});
    if (!parsed.ok) throw new AppError(parsed.code, 400, {}, parsed.field);
    const names = this.namesFrom(parsed.value.projections);
    // Runs in the background: the answer returns at once; GET /api/health shows the progress.
    void this.runner.rebuild(names).catch(() => undefined);
    return { started: names.length > 0 ? names : this.projections.map((p) => p.name) };
  }

  private namesFrom(names: readonly string[] = []): string[] {
    const known = new Set(this.projections.map((p) => p.name));
    if (!names.every((name) => known.has(name))) throw new AppError('REQUEST.INVALID', 400, {}, 'projections');
    return [...names];
  }
}
