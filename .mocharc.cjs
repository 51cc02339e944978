// Tests run the TypeScript sources through tsx; the global fixture makes a throwaway database.
module.exports = {
  spec: ['test/**/*.test.ts'],
  'node-option': ['import=tsx'],
  require: ['test/fixtures.ts'],
  timeout: 30000,
  exit: true,
};
