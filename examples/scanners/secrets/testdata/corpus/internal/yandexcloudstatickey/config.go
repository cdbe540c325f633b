package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YCX9GCWk-mY3U3_cv9Z9taTPdSqa6Sftm9u2k70N",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
