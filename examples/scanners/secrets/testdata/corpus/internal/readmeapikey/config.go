package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"readme_api_key": "rdme_x2701bntdg266xw4a8v7vkc8od9rwajxles2ek24pnfjrdwm5gylr16d3ktfbr4bj5if5q",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
