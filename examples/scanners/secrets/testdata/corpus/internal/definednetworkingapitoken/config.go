package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"defined_networking_api_token": "dnkey-fthso0us38ck2d3ian60bh0662-wcuaefkf318ry10xp648vlbchn3n8bhww9s18hg1imyj81815o5s",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
