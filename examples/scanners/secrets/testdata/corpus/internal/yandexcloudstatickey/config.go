package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YC0lwoFxfNSJQigPtPN9R5nz2fqQA0B2iwDWQvY3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
