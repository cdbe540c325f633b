package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YCsrWzX4q9MvHSly1Fyg7dBrRHD3XvFk7Qw16BXq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
