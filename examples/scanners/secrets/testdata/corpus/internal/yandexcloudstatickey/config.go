package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YCTaGYe2VKgE0D70JZEeZSNJUfZXJ5uhKmGp1XGp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
