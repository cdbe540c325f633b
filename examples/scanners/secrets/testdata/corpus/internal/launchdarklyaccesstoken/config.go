package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "YyYSF4rH66OcUEY7eaIn=rnrKCOAHCWAmEj_w4sT",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
