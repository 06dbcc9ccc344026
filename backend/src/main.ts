import 'reflect-metadata';
import { Controller, Get, Module, Injectable } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule, QueryBus } from '@nestjs/cqrs';

@Injectable()
class Svc { hi() { return 'hola'; } }

@Controller('api')
class C {
  constructor(private readonly svc: Svc, private readonly qb: QueryBus) {}
  @Get('health') h() { return { ok: this.svc.hi(), qb: !!this.qb }; }
}
@Module({ imports: [CqrsModule.forRoot()], controllers: [C], providers: [Svc] })
class AppModule {}
const app = await NestFactory.create(AppModule);
await app.listen(3999);
console.log('listening');
