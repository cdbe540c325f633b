package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"pulumi_access_token": "pul-38b18fe49bd26185a0a8be9fa40c99f167bccf74",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
