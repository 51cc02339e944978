// Tests run the TypeScript sources through tsx; the global fixture makes a throwaway database.
// Files named on the command line (`npx mocha test/x.test.ts`) run alone; otherwise every test.
const named = process.argv.slice(2).some((a) => /\.test\.ts$/.test(a) || a.startsWith('test/'));
module.exports = {
  spec: named ? [] : ['test/**/*.test.ts'],
  'node-option': ['import=tsx'],
  require: ['test/fixtures.ts'],
  timeout: 30000,
  exit: true,
};
