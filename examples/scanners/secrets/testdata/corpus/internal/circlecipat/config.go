package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"circleci_pat": "CCIPAT_ZyIl0rHMgkbrro7yRWOFzt_02a86ea9de228ff44b3db612aac2b18807e5ba02",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
