package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"nuget_api_key": "oy2h01qkpxf3hur05djbn2qqq8racjj1u96rn1jny28kpn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
