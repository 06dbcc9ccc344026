// Removes a workspace's dist/ and its TypeScript build info before a build, so a file deleted from
// src/ never survives in dist/ (where a test or the bench could still import it).
import { rmSync } from 'node:fs';

for (const path of ['dist', 'tsconfig.tsbuildinfo']) rmSync(path, { recursive: true, force: true });
