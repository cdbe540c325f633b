package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YCL0R7LbG3sWVLG9tU7o50HUDxwlPSbnx3f6Nm3C",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
