// `@Public()`: opens a route to callers without a session. Every other route needs one (SessionGuard).
import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'gym:public';

export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
