package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"pulumi_access_token": "pul-3196abff2a35ccef46a56309def06b4dc6f0a4ef",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
