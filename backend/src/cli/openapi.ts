// `node backend/dist/cli/openapi.js [file]`: writes the OpenAPI document (run by the build into
// docs/openapi.json), so a client can be generated without starting the app or signing in.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../shared/http/openapi-document.js';

const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
const [file] = process.argv.slice(2);
if (file) writeFileSync(file, text);
else process.stdout.write(text);
