package pathing

// FarthestScan exposes the old backward scan to the external tests.
var FarthestScan = farthestScan
