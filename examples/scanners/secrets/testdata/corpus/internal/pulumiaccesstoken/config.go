package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"pulumi_access_token": "pul-386e68f299c9c9f8ed06f6867ee478df2e57a67a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
