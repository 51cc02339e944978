#!/usr/bin/env node
// The one CLI. It runs the TypeScript sources through tsx, so `npm install && npm start` needs no build.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
