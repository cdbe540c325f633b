package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"circleci_pat": "CCIPAT_A1bz8y5Ye22aNBtAILprrY_ad48dd3dc4d1bd75c0982026c35a45af231d7302",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
