package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"defined_networking_api_token": "dnkey-cMY-Pv8Zs1m5mYBm10_v0pgDQF-J8BLDlHC3r927l8tTFjflAlrdciuuik_B2nM7T0KFfMSE24ZEMRh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
