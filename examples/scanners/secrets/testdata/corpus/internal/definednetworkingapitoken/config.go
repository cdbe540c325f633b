package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"defined_networking_api_token": "dnkey-k2d3ian60bh0662mwcuaefkf31-ry10xp648vlbchn3n8bhww9s18hg1imyj81815o5sgajl009n2k4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
