package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"circleci_pat": "CCIPAT_v6dPvTRt7kWrsJbg3YkqXb_94f1f85e63554713352a56901a1b8aae1feda974",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
