#!/usr/bin/env node
// The `rlp` command: registers tsx (the project runs its TypeScript through it) and starts the CLI.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
