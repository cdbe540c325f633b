package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"scalingo_api_token": "tk-us-R869OrwvZveYPKozqhiyzGWxr_YyEq-ij0EjqJRV2axl-vBe",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
