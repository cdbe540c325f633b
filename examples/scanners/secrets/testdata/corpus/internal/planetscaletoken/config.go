package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"planetscale_token": "pscale_tkn_L6vYyDhGxmdI50REy-RLxX9eZAV8aEfJikAJ795jKTwLUU6CI75XtO.XYwaaX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
