package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sourcegraph_access_token": "sgp_5213453d554eccd0_1849a1f280a2603d23835fc99443ce45320d06ae",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
