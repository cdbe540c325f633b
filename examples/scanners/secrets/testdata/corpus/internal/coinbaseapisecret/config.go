package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "nZF9F0FxqMDQR8hcZK6Aq0JywqdCs_F-8EWrDt9FTKxikaTm2mNO8u89S3e5LGCK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
