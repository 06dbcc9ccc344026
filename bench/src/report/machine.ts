// The machine a run measured: CPU model, cores, memory, Node and SQLite versions.
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { Database } from '@gym/backend/shared/sqlite-driver.js';

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly ramGb: number;
  readonly node: string;
  readonly sqlite: string;
  readonly platform: string;
}

export function describeMachine(): Machine {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // Not Linux: the model os.cpus() gives.
  }
  const memory = new Database(':memory:');
  const sqlite =
    memory.prepare<[], { version: string }>('SELECT sqlite_version() AS version').get()?.version ?? 'unknown';
  memory.close();
  return {
    cpu,
    cores: cpus().length,
    ramGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    sqlite,
    platform: `${process.platform} ${process.arch}`,
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, Node ${machine.node}, SQLite ${machine.sqlite}`;
}
