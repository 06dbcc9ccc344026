// POST /api/admin/projections/rebuild (Administrador): an operator rebuilds projections from the events
// while the app keeps serving; progress is readable from GET /api/health (`rebuilds`).
import { Body, Controller, Inject } from '@nestjs/common';
import { apiOperations } from '@gym/domain';
import { ProjectionService } from '../shared/projections/projection-service.js';
import { AppError } from '../shared/http/app-error.js';
import { bodyOf } from '../shared/http/http-input.js';
import { Route } from '../shared/http/route.decorator.js';
import { PROJECTIONS } from '../shared/tokens.js';
import type { RunnableProjection } from '../shared/projections/projection.js';

const operation = apiOperations.rebuildProjections;

@Controller()
export class RebuildProjectionsController {
  constructor(
    @Inject(ProjectionService) private readonly runner: ProjectionService,
    @Inject(PROJECTIONS) private readonly projections: readonly RunnableProjection[],
  ) {}

  // Strict like every command body: a misspelt field must not read as "rebuild everything".
  @Route(operation)
  rebuild(@Body() body: unknown): { started: readonly string[] } {
    const names = this.namesFrom(bodyOf(operation, body ?? {}).projections);
    // Runs in the background: the answer returns at once; GET /api/health shows the progress.
    void this.runner.rebuild(names).catch(() => undefined);
    return { started: names.length > 0 ? names : this.projections.map((p) => p.name) };
  }

  private namesFrom(names: readonly string[] = []): string[] {
    const known = new Set(this.projections.map((p) => p.name));
    if (!names.every((name) => known.has(name))) throw new AppError('REQUEST.INVALID', {}, 'projections');
    return [...names];
  }
}
