// One swc configuration for Jest; webpack reads .swcrc itself.
const fs = require('node:fs');
const path = require('node:path');

const config = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete config.$schema;
module.exports = { ...config, module: { type: 'commonjs' }, swcrc: false };
