package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "cqSMDdd1Urq1uhNoyyfWFcnJq6RnYKnz4o33VNgFEmiYu",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
