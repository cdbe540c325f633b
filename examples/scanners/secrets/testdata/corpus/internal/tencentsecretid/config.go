package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"tencent_secret_id": "AKIDmrb1jYjO7bLirnAkTIu9lSW1Pe9wYtGx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
