/**
 * An MCP server over stdio, built with the MCP SDK: tools `add` (sums two numbers) and `whoami`
 * (answers the MCP_FAKE_NAME variable of its environment). Run: node --import tsx mcp-server.ts
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'fake-tools', version: '1.0.0' });
server.registerTool('add', {
  description: 'Adds two numbers',
  inputSchema: { a: z.number(), b: z.number() },
}, async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
server.registerTool('whoami', {
  description: 'Names this server',
  inputSchema: {},
}, async () => ({ content: [{ type: 'text', text: process.env.MCP_FAKE_NAME ?? 'nobody' }] }));

await server.connect(new StdioServerTransport());
