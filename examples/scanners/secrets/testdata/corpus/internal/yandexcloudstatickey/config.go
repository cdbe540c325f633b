package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YCA1MgItEoUbBpgyLnLhhZdD9YpclK91m4sCR5GS",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
