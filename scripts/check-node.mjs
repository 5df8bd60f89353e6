// Stops `npm start` and `npm test` at once on a Node that is too old, with one line that says so,
// instead of a syntax or native-module error later. Plain old JavaScript, so any Node can run it.
var MINIMUM = [20, 19];
var version = process.versions.node;
var parts = version.split('.').map(Number);
var tooOld = parts[0] < MINIMUM[0] || (parts[0] === MINIMUM[0] && parts[1] < MINIMUM[1]);
if (tooOld) {
  console.error('Keepsake needs Node ' + MINIMUM.join('.') + ' or later (you have ' + version + ').');
  process.exit(1);
}
