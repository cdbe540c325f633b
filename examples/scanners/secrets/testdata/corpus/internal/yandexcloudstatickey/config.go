package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YCm9u2k70NHAxHLr-2X_AFfA1MgItEoUbBpgyLnL",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
